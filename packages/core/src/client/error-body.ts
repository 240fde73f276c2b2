import { z } from 'zod';

/**
 * The failure body every non-2xx answer carries (docs/protocol.md), in zod for the server and the
 * OpenAPI document. The client reads it with `readApiErrorBody`, the same rules without zod.
 * @example apiErrorBodySchema.parse({ resultCode: 'FORBIDDEN', errorMessage: 'No' })
 */
export const apiErrorBodySchema = z.object({
  resultCode: z.string(),
  errorMessage: z.string().optional(),
  issues: z
    .array(
      z.object({
        path: z.union([z.array(z.union([z.string(), z.number()])), z.string()]).optional(),
        message: z.string(),
      }),
    )
    .optional(),
});
