/**
 * Sign-in, multi-factor prompt and sign-out texts. The spec names only the MFA flow and the
 * log-out-of-all-sessions option (001 §2.5, §8); the wording here is chosen. Keys are
 * `auth.<area>.<what>`.
 * @example authMessages['auth.signIn.submit'] // 'Sign in'
 */
export const authMessages = {
  'auth.signIn.title': 'Sign in to {{product}}',
  'auth.signIn.email': 'Email',
  'auth.signIn.password': 'Password',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.submitting': 'Signing in...',
  'auth.signIn.invalidCredentials': 'Incorrect email or password.',
  'auth.signIn.showPassword': 'Show password',
  'auth.signIn.hidePassword': 'Hide password',
  'auth.mfa.title': 'Verify your identity',
  'auth.mfa.description': 'Enter the 6-digit code from your authenticator app.',
  'auth.mfa.code': 'Authentication code',
  'auth.mfa.codeFormat': 'Enter the 6 digits of the code.',
  'auth.mfa.verify': 'Verify',
  'auth.mfa.verifying': 'Verifying...',
  'auth.mfa.cancel': 'Cancel',
  'auth.signOut.title': 'Log out',
  'auth.signOut.confirm': 'Are you sure you want to log out?',
  'auth.signOut.allSessions': 'Log out of all sessions',
  'auth.signOut.submit': 'Log out',
} as const;
