/**
 * SCIM PATCH (RFC 7644 §3.5.2) on the attributes the console keeps: `active`, `userName`,
 * `externalId`, `userType`, `name.givenName`, `name.familyName` and the email (`emails`, or
 * `emails[type eq "work"].value`). Operations with a path set that attribute; `add`/`replace`
 * without a path merge an object of attributes (also in the `"name.givenName": …` form some
 * identity providers send). Booleans may arrive as the strings "True"/"False" (Azure AD does
 * this). Attributes the console does not keep are ignored, as a SCIM service may.
 */
import type { ScimUserInput } from '@console/core';
import type { scimPatchSchema } from '@console/core/contract';
import type { z } from 'zod';

type Operation = z.infer<typeof scimPatchSchema>['Operations'][number];
type Draft = Record<string, unknown> & { name: Record<string, unknown> };

function asBoolean(value: unknown): unknown {
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return value;
}

function setAttribute(draft: Draft, path: string, value: unknown, remove: boolean): void {
  const key = path.trim().toLowerCase();
  if (key === 'active') draft.active = remove ? false : asBoolean(value);
  else if (key === 'username') {
    if (!remove) draft.userName = value;
  } else if (key === 'externalid') {
    if (remove) delete draft.externalId;
    else draft.externalId = value;
  } else if (key === 'usertype') {
    if (!remove) draft.userType = value;
  } else if (key === 'name.givenname') draft.name.givenName = remove ? '' : value;
  else if (key === 'name.familyname') draft.name.familyName = remove ? '' : value;
  else if (key === 'name' && !remove && typeof value === 'object' && value !== null) {
    draft.name = { ...draft.name, ...(value as Record<string, unknown>) };
  } else if (key === 'emails' && !remove && Array.isArray(value)) draft.emails = value;
  else if (/^emails\[.*\]\.value$/.test(key) && !remove) draft.emails = [{ value, primary: true }];
}

/** The input after applying `operations` to `current` (validated by the caller, as a PUT body). */
export function applyPatch(current: ScimUserInput, operations: readonly Operation[]): unknown {
  const draft: Draft = { ...current, name: { ...current.name } };
  for (const operation of operations) {
    const remove = operation.op === 'remove';
    if (operation.path) {
      setAttribute(draft, operation.path, operation.value, remove);
    } else if (!remove && typeof operation.value === 'object' && operation.value !== null) {
      for (const [path, value] of Object.entries(operation.value as Record<string, unknown>)) {
        setAttribute(draft, path, value, false);
      }
    }
  }
  return draft;
}
