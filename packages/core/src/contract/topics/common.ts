import { z } from 'zod';

/** A database id as a topic parameter (`device.{id}`). */
export const topicIdParams = z.object({ id: z.number().int().positive().max(2_147_483_647) });

/** The usual change event: what happened to which row. */
export function changeEvent<const Actions extends readonly [string, ...string[]]>(actions: Actions) {
  return z.object({ action: z.enum(actions), id: z.number().int() });
}
