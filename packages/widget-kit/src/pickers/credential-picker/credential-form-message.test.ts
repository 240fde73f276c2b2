import { describe, expect, it } from 'vitest';
import { credentialFormUrl, readCredentialFormMessage, serverOriginOf } from './credential-form-message';

const frame = { name: 'frame window' };
const expected = { origin: 'https://console.example', source: frame };
const success = { source: 'console-credential-form', status: 'SUCCESS', action: 'created', credentialId: 9 };

describe('readCredentialFormMessage', () => {
  it("accepts the form's message from the server's origin and the frame", () => {
    expect(
      readCredentialFormMessage({ origin: expected.origin, source: frame, data: success }, expected),
    ).toEqual({
      status: 'SUCCESS',
      action: 'created',
      credentialId: 9,
    });
  });

  it('ignores a foreign origin, another window and anything not shaped as the form message', () => {
    expect(
      readCredentialFormMessage({ origin: 'https://evil.example', source: frame, data: success }, expected),
    ).toBe(null);
    expect(readCredentialFormMessage({ origin: expected.origin, source: {}, data: success }, expected)).toBe(
      null,
    );
    expect(
      readCredentialFormMessage(
        { origin: expected.origin, source: null, data: success },
        { ...expected, source: null },
      ),
    ).toBe(null);
    for (const data of [null, 'SUCCESS', { ...success, source: 'other' }, { ...success, status: 'DONE' }]) {
      expect(readCredentialFormMessage({ origin: expected.origin, source: frame, data }, expected)).toBe(
        null,
      );
    }
  });
});

describe('the form URL', () => {
  it('points at the secure page of the API base, for a new or an edited credential', () => {
    expect(credentialFormUrl('/ws', { organizationId: 3 }, 'https://console.example')).toBe(
      '/ws/credential/form?clientId=3&origin=https%3A%2F%2Fconsole.example',
    );
    expect(credentialFormUrl('https://api.example/ws', { credentialId: 7 }, 'https://console.example')).toBe(
      'https://api.example/ws/credential/form?id=7&origin=https%3A%2F%2Fconsole.example',
    );
    expect(serverOriginOf('/ws', 'https://console.example/#/add')).toBe('https://console.example');
    expect(serverOriginOf('https://api.example/ws', 'https://console.example/')).toBe('https://api.example');
  });
});
