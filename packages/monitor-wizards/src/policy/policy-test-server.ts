import type { Policy } from '@console/core';
import { createTestFetch, type TestRequest, type TestRoute } from '@console/testing';

/** Options of {@link policyTestServer}. */
interface PolicyTestServerOptions {
  /** More routes the widget under test reads. */
  routes?: Record<string, TestRoute>;
  /** An answer refusing a `PUT /policy` body (as the server does), or `undefined` to save it. */
  refuse?: (body: Record<string, unknown>) => Response | undefined;
}

/**
 * A policy server for the policy editor's tests: `GET /policy/12` answers the stored policy and
 * `PUT /policy` records its body in `puts` and merges it (bumping `updateTime`) unless refused.
 * @example const { fetch, puts } = policyTestServer(windowsServersPolicy);
 */
export function policyTestServer(initial: Policy, { routes = {}, refuse }: PolicyTestServerOptions = {}) {
  let policy = structuredClone(initial);
  const puts: Record<string, unknown>[] = [];
  const fetch = createTestFetch({
    'GET /ws/policy/12': () => ({ resultCode: 'SUCCESS', policy }),
    'PUT /ws/policy': (request: TestRequest) => {
      const body = request.body as Record<string, unknown>;
      puts.push(body);
      const refused = refuse?.(body);
      if (refused) return refused;
      const { id: _id, ...patch } = body;
      policy = { ...policy, ...patch, updateTime: policy.updateTime + 1 } as Policy;
      return { resultCode: 'SUCCESS', policy };
    },
    ...routes,
  });
  return { fetch, puts };
}
