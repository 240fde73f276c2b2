import { z } from 'zod';
import { defaultMessages, formatMessage } from '../../messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, REQUIRED_MESSAGE } from './common-constants';
import { DEFAULT_TEXT_MAX, hasForbiddenCharacters, INT4_MAX } from './primitives';

export {
  DEFAULT_PAGE_SIZE,
  type ErrorCode,
  errorCodes,
  MAX_PAGE_SIZE,
  REQUIRED_MESSAGE,
} from './common-constants';

/**
 * A positive integer id. Accepts a number, or a string of digits (path and query parameters arrive
 * as strings), so the same schema serves the client and the server.
 * @example idSchema.parse('42') // 42
 */
export const idSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,16}$/)
        .transform(Number),
    ],
    {
      error: defaultMessages['errors.validation.wholeNumber'],
    },
  )
  .pipe(
    z
      .number()
      .int(defaultMessages['errors.validation.wholeNumber'])
      .positive(defaultMessages['errors.validation.positiveNumber'])
      .max(INT4_MAX, formatMessage(defaultMessages['errors.validation.between'], { min: 1, max: INT4_MAX })),
  );

/** An optional integer id in a query string (`?clientId=3`). */
export const optionalIdSchema = idSchema.optional();

/** A boolean in a query string: `true`/`false` (also accepts a real boolean). */
export const queryBooleanSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

const maxLengthText = (max: number) => formatMessage(defaultMessages['errors.validation.maxLength'], { max });
const storable = (value: string) => !hasForbiddenCharacters(value);

/**
 * A required, trimmed text with the catalogue's 'Required' message and a maximum length; no NUL
 * or lone surrogate (see `primitives.ts`).
 * @default max DEFAULT_TEXT_MAX
 * @example requiredText(100).parse('  Servers ') // 'Servers'
 */
export function requiredText(max: number = DEFAULT_TEXT_MAX) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Must be text') })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, maxLengthText(max))
    .refine(storable, defaultMessages['errors.validation.invalidCharacters']);
}

/**
 * Optional trimmed text; empty becomes `null` (002 §5.5: description is null if empty). No NUL or
 * lone surrogate.
 */
export function optionalText(max: number = DEFAULT_TEXT_MAX) {
  return z
    .string()
    .trim()
    .max(max, maxLengthText(max))
    .refine(storable, defaultMessages['errors.validation.invalidCharacters'])
    .nullish()
    .transform((value) => (value ? value : null));
}

/** One problem found in a payload: a dotted path and the rule's message. */
export const issueSchema = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof issueSchema>;

/**
 * Every failure answer (docs/protocol.md): a non-2xx status with a result code and a message;
 * `issues` for 400 VALIDATION_ERROR.
 */
export const errorAnswerSchema = z.object({
  resultCode: z.string(),
  errorMessage: z.string(),
  issues: z.array(issueSchema).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** `{ resultCode: 'SUCCESS' }`, the answer of calls that only confirm. */
export const successAnswerSchema = z.object({ resultCode: z.literal('SUCCESS') });
export type SuccessAnswer = z.infer<typeof successAnswerSchema>;

/** `?page=1&pageSize=50`: pages start at 1. */
export const pageQuerySchema = z.object({
  page: idSchema.default(1),
  pageSize: idSchema
    .pipe(z.number().max(MAX_PAGE_SIZE, `Must be at most ${MAX_PAGE_SIZE}`))
    .default(DEFAULT_PAGE_SIZE),
});

/**
 * A page of items: `{ items, page, pageSize, total }`. `total` counts every match, so a picker can
 * show "load more" until `page * pageSize >= total`.
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

/** An ISO 8601 timestamp as sent on the wire. */
export const timestampSchema = z.string();
