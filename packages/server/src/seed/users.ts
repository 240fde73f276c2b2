/**
 * Demo sign-ins, exactly as docs/protocol.md lists them. The admin has TOTP MFA and belongs to two
 * accounts.
 */
export const DEMO_USERS = {
  admin: {
    email: 'admin@demo.console',
    password: 'Demo-Admin-2026!',
    firstName: 'Alex',
    lastName: 'Admin',
    mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    note: 'system administrator, TOTP MFA, member of two accounts',
  },
  tech: {
    email: 'tech@demo.console',
    password: 'Demo-Tech-2026!',
    firstName: 'Taylor',
    lastName: 'Tech',
    mfaSecret: null,
    note: 'limited technician: sees only Northwind Traders and Contoso Health',
  },
  support: {
    email: 'support@demo.console',
    password: 'Demo-Support-2026!',
    firstName: 'Sam',
    lastName: 'Support',
    mfaSecret: null,
    note: 'technician without remote tools',
  },
  enduser: {
    email: 'enduser@demo.console',
    password: 'Demo-User-2026!',
    firstName: 'Erin',
    lastName: 'Enduser',
    mfaSecret: null,
    note: 'end user of Northwind Traders',
  },
} as const;

/** Fixed account ids of the demo, so links and docs stay valid. */
export const DEMO_DIVISION_UID = '5e3f6c1a-7b2d-4c8e-9a1f-0d4b6e8c2a10';
export const DEMO_LAB_DIVISION_UID = '8a1c2e4f-3b5d-4f6a-8c9e-1b2d3f4a5c60';
