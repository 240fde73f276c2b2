import { describe, expect, it } from 'vitest';
import { consumeEnrollmentToken } from './enrollment-tokens';
import { debConfig, setupInstallers } from './test-setup';

const suite = setupInstallers();
const { server, admin } = suite;

describe('the agent_tokenization token modal (000 §2.7)', () => {
  it('answers no token while the feature is off', async () => {
    const generated = await suite.generate('LINUX_DEB');
    expect(generated.status).toBe(200);
    expect(generated.body.enrollmentToken).toBeUndefined();
    expect(generated.body.tokenExpiresAt).toBeUndefined();
  });

  it('answers the single-use token inside the installer once the feature is on', async () => {
    expect((await admin.put('/featureflags/agent_tokenization', { enabled: true })).status).toBe(200);
    const generated = await suite.generate('LINUX_DEB');
    expect(generated.status).toBe(200);
    const { enrollmentToken, tokenExpiresAt, url, fileName } = generated.body;
    expect(enrollmentToken).toMatch(/^cet_[\w-]{43}$/);
    expect(tokenExpiresAt).toBeGreaterThan(server.clock.now.getTime());
    const file = await suite.download(url);
    const config = await debConfig(await suite.save(fileName, file.bytes));
    expect(config.enrollmentToken).toBe(enrollmentToken);
    const first = await consumeEnrollmentToken(server.db, enrollmentToken);
    expect(first.ok).toBe(true);
    expect(await consumeEnrollmentToken(server.db, enrollmentToken)).toEqual({ ok: false, reason: 'used' });
  });
});
