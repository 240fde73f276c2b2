import { describe, expect, it } from 'vitest';
import { type AnyEndpoint, endpointAuthKinds, isReadOnlyEndpoint } from './define';
import { endpoints } from './index';

const all = Object.values(endpoints).flatMap((area) => Object.values(area) as AnyEndpoint[]);
const open = all.filter((endpoint) => endpoint.apiKey !== undefined);

describe('the endpoints API clients may call', () => {
  it('include device, organization and policy reads, record writes and remote actions', () => {
    const scopes = new Set(open.map((endpoint) => endpoint.apiKey));
    expect([...scopes].sort()).toEqual(['control', 'management', 'monitoring']);
    expect(open.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/query/devices', '/node/{id}', '/query/organizations', '/query/policies']),
    );
  });

  it('ask `monitoring` exactly of the read-only ones', () => {
    const wrong = open.filter(
      (endpoint) => isReadOnlyEndpoint(endpoint) !== (endpoint.apiKey === 'monitoring'),
    );
    expect(wrong.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('are session endpoints without the MFA step-up (a token has no second factor)', () => {
    const wrong = open.filter((endpoint) => (endpoint.auth ?? 'session') !== 'session' || endpoint.mfa);
    expect(wrong.map((endpoint) => endpoint.path)).toEqual([]);
    expect(endpointAuthKinds(endpoints.client.list)).toEqual(['session', 'apiKey']);
    expect(endpointAuthKinds(endpoints.policy.create)).toEqual(['session']);
  });
});
