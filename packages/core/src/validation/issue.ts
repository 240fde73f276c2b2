import type { MessageKey, MessageParams } from '../messages';

/**
 * A broken validation rule: the catalogue key of its message and the message's parameters. The
 * form shows `t(issue.key, issue.params)`; the server answers 400 with the same text.
 * @example const issue = validateIpTargets('10.0.0.300'); if (issue) setError(t(issue.key, issue.params));
 */
export interface ValidationIssue {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * Checks that `value` is a whole number from `min` to `max` (discovery advanced settings, 000
 * §5.3): otherwise 'Must be between {{min}} and {{max}}'; empty input is 'Required'.
 * @example validateWholeNumberBetween('1500', 1, 1000) // { key: 'errors.validation.between', params: { min: 1, max: 1000 } }
 */
export function validateWholeNumberBetween(
  value: string | number | null | undefined,
  min: number,
  max: number,
): ValidationIssue | undefined {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return { key: 'errors.validation.required' };
  const number = Number(text);
  if (!/^-?\d+$/.test(text) || number < min || number > max) {
    return { key: 'errors.validation.between', params: { min, max } };
  }
  return undefined;
}
