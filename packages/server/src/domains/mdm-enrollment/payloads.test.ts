import { describe, expect, it } from 'vitest';
import { androidProvisioningPayload, appleEnrollmentProfile } from './payloads';
import { toPlist } from './plist';

const endpoints = { origin: 'https://console.example.com', apiBase: '/ws' };

describe('the property list writer', () => {
  it('writes every value type and escapes markup', () => {
    const xml = toPlist({
      Text: 'a < b & "c"',
      Count: 3,
      Ratio: 0.5,
      On: true,
      Off: false,
      When: new Date('2026-01-02T03:04:05.678Z'),
      Blob: Buffer.from('hi'),
      List: ['x', 1],
      Skipped: undefined,
    });
    expect(xml).toContain('<key>Text</key>\n\t<string>a &lt; b &amp; "c"</string>');
    expect(xml).toContain('<integer>3</integer>');
    expect(xml).toContain('<real>0.5</real>');
    expect(xml).toContain('<true/>');
    expect(xml).toContain('<false/>');
    expect(xml).toContain('<date>2026-01-02T03:04:05Z</date>');
    expect(xml).toContain('<data>aGk=</data>');
    expect(xml).toContain('<array>\n\t\t<string>x</string>\n\t\t<integer>1</integer>\n\t</array>');
    expect(xml).not.toContain('Skipped');
    expect(() => toPlist({ Bad: Number.NaN })).toThrow();
  });

  it('drops characters XML cannot carry', () => {
    expect(toPlist('a\u0000b\u0007c')).toContain('<string>abc</string>');
  });
});

describe('the Apple enrollment profile', () => {
  const input = {
    endpoints,
    key: 'K7Q2MX9PRT4WZ8HC',
    token: 'cet_secret',
    topic: 'com.apple.mgmt.External.x',
    productName: 'Acme <RMM>',
    organizationName: 'Contoso & Co',
    platform: 'APPLE' as const,
  };

  it('carries the SCEP challenge, the topic and this server’s URLs, with stable payload ids', () => {
    const profile = appleEnrollmentProfile(input);
    expect(profile).toContain('<string>https://console.example.com/ws/mdm/apple/scep</string>');
    expect(profile).toContain(
      '<string>https://console.example.com/ws/mdm/apple/server?enrollment=K7Q2MX9PRT4WZ8HC</string>',
    );
    expect(profile).toContain(
      '<string>https://console.example.com/ws/mdm/apple/checkin?enrollment=K7Q2MX9PRT4WZ8HC</string>',
    );
    expect(profile).toContain('<string>cet_secret</string>');
    expect(profile).toContain('<string>Contoso &amp; Co</string>');
    expect(profile).toContain('<string>Acme &lt;RMM&gt; MDM enrollment</string>');
    const uuids = profile.match(/[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}/g) ?? [];
    expect(new Set(uuids).size).toBe(3);
    expect(appleEnrollmentProfile(input)).toBe(profile);
    expect(appleEnrollmentProfile({ ...input, platform: 'MAC' })).toContain('Enrolls this Mac');
  });
});

describe('the Android provisioning payload', () => {
  it('leaves system apps only for personal usage and carries the token', () => {
    const base = { endpoints, key: 'k', token: 'cet_t', enterpriseId: 'LC03x' };
    const personal = androidProvisioningPayload({ ...base, usageType: 'PERSONAL_USAGE_ALLOWED' });
    const work = androidProvisioningPayload({ ...base, usageType: 'PERSONAL_USAGE_DISALLOWED' });
    expect(personal['android.app.extra.PROVISIONING_LEAVE_ALL_SYSTEM_APPS_ENABLED']).toBe(true);
    expect(work['android.app.extra.PROVISIONING_LEAVE_ALL_SYSTEM_APPS_ENABLED']).toBe(false);
    expect(personal['android.app.extra.PROVISIONING_ADMIN_EXTRAS_BUNDLE']).toMatchObject({
      'com.google.android.apps.work.clouddpc.EXTRA_ENROLLMENT_TOKEN': 'cet_t',
      'console.ENROLLMENT_URL': 'https://console.example.com/ws/mdm/android/enroll/k',
    });
  });
});
