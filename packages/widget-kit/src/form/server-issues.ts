import { type ApiIssue, isConsoleApiError } from '@console/core';

/** Where a server issue's path goes: a form field, or `undefined` for the message over the form. */
export type IssueFieldResolver<F extends string> = (path: readonly (string | number)[]) => F | undefined;

/** Server issues split into field errors and the rest. */
export interface MappedServerIssues<F extends string> {
  /** The first message of each field the server named. */
  fields: Partial<Record<F, string>>;
  /** Issues that name no field of the form (a path parameter, an unknown path). */
  unmatched: ApiIssue[];
}

/**
 * The resolver of a form's field names: an issue belongs to the longest leading part of its path
 * that is a field (`['parameters', 0, 'value']` goes to `parameters.0.value`, else `parameters.0`,
 * else `parameters`). Issues about the URL (`params.*`, `query.*`) belong to no field.
 * @example fieldsResolver(['name', 'parameters'])(['parameters', 2, 'value']) // 'parameters'
 */
export function fieldsResolver<F extends string>(fields: readonly F[]): IssueFieldResolver<F> {
  const known = new Set<string>(fields);
  return (path) => {
    if (path[0] === 'params' || path[0] === 'query') return undefined;
    const segments = path[0] === 'body' ? path.slice(1) : path;
    for (let length = segments.length; length > 0; length--) {
      const candidate = segments.slice(0, length).join('.');
      if (known.has(candidate)) return candidate as F;
    }
    return undefined;
  };
}

/**
 * Splits a server's validation issues (`ConsoleApiError.issues` of a 400) into the form's field
 * errors (the first message per field) and the issues that name no field.
 * @example mapServerIssues([{ path: ['name'], message: 'Required' }], fieldsResolver(['name'])) // { fields: { name: 'Required' }, unmatched: [] }
 */
export function mapServerIssues<F extends string>(
  issues: readonly ApiIssue[],
  resolve: IssueFieldResolver<F>,
): MappedServerIssues<F> {
  const fields: Partial<Record<F, string>> = {};
  const unmatched: ApiIssue[] = [];
  for (const issue of issues) {
    const field = resolve(issue.path);
    if (field === undefined) unmatched.push(issue);
    else fields[field] ??= issue.message;
  }
  return { fields, unmatched };
}

/**
 * The field errors of a failed call: a `ConsoleApiError` with validation issues (the server's 400
 * answer to bad input) mapped to the form's fields; `undefined` for any other failure.
 * @example const mapped = serverFieldErrors(error, fieldsResolver(['name', 'email']));
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  resolve: IssueFieldResolver<F>,
): MappedServerIssues<F> | undefined {
  if (!isConsoleApiError(error) || error.issues.length === 0) return undefined;
  return mapServerIssues(error.issues, resolve);
}
