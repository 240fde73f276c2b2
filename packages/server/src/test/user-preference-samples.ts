/** The user-preference routes' sample requests for the route-wide tests (./samples.ts). */
import type { Sample } from './sample';

/** Routes every signed-in user calls on their own preferences: no permission to lack. */
export const USER_PREFERENCE_SELF_SERVICE_ROUTES = [
  'GET /appuser/preference/{key}',
  'PUT /appuser/preference/{key}',
] as const;

/** Samples of the user-preference routes. */
export function buildUserPreferenceSamples(): Record<string, Sample> {
  return {
    'GET /appuser/preference/{key}': { params: { key: 'addMenu.guideDismissed' } },
    'PUT /appuser/preference/{key}': { params: { key: 'addMenu.guideDismissed' }, body: { value: true } },
  };
}
