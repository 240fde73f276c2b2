import { z } from 'zod';
import { defineEndpoint } from '../define';
import { successAnswerSchema } from '../entities/common';

/**
 * The preferences a user keeps on the server (chosen: the spec says only that the Add menu's guide
 * is dismissed on the first click; remembering it per user needs a place). Keys are named by the
 * widget that owns them.
 */
export const userPreferenceKeySchema = z.enum(['addMenu.guideDismissed']);
export type UserPreferenceKey = z.infer<typeof userPreferenceKeySchema>;

/**
 * A preference value. Every preference so far is a flag (the guide dismissed or not), so anything
 * else is refused; a preference of another kind widens this with its key.
 */
export const userPreferenceValueSchema = z.boolean();
export type UserPreferenceValue = z.infer<typeof userPreferenceValueSchema>;

const keyParams = z.object({ key: userPreferenceKeySchema });

/** The signed-in user's own preferences (paths chosen). */
export const userPreferenceEndpoints = {
  /** A preference of the signed-in user; `value` null when never set. */
  get: defineEndpoint({
    method: 'GET',
    path: '/appuser/preference/{key}',
    summary: "Read one of the signed-in user's preferences",
    params: keyParams,
    response: z.object({ key: userPreferenceKeySchema, value: userPreferenceValueSchema.nullable() }),
    tag: 'appuser',
  }),
  /** Sets a preference of the signed-in user. */
  set: defineEndpoint({
    method: 'PUT',
    path: '/appuser/preference/{key}',
    summary: "Set one of the signed-in user's preferences",
    params: keyParams,
    body: z.object({ value: userPreferenceValueSchema }),
    response: successAnswerSchema,
    tag: 'appuser',
  }),
} as const;
