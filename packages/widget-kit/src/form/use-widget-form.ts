import { describeError, type MessageKey, type ValidationIssue } from '@console/core';
import { useMessage } from '@console/core/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { fieldsResolver, type IssueFieldResolver, serverFieldErrors } from './server-issues';

/** The rule issues of a form, by field (a missing field is valid). */
export type FieldIssues<F extends string> = Partial<Record<F, ValidationIssue | undefined>>;

/** Options of {@link useWidgetForm}. */
export interface UseWidgetFormOptions<V extends object, F extends string> {
  /** The first values (or a function making them), and what `reset()` goes back to. */
  initialValues: V | (() => V);
  /**
   * Every rule of the form, written with `@console/core`'s validators (the server runs the same
   * ones): an object of issues by field, empty when valid. Issues show once the field was left or
   * the form submitted.
   */
  validate?: (values: V) => FieldIssues<F>;
  /** Issues found outside the rules (a refused file): they show at once. */
  immediateIssues?: FieldIssues<F>;
  /**
   * Where the server's 400 issues go: the form's field names (an issue goes to the longest field
   * its path starts with) or a resolver of your own.
   * @default the keys of the initial values
   */
  fields?: readonly F[] | IssueFieldResolver<F>;
}

/** What {@link WidgetForm.field} gives an input of `@console/ui`: spread it on the input. */
export interface WidgetFormFieldBinding<T> {
  name: string;
  value: T;
  onValueChange: (value: T) => void;
  /** Marks the field left: its rules show from now on. */
  onBlur: () => void;
  /** The text of the field's issue once it shows, else `undefined`. */
  error: string | undefined;
  /** True while `error` shows, so the input shows it without waiting for its own blur. */
  touched: boolean;
}

/** What {@link useWidgetForm} answers. */
export interface WidgetForm<V extends object, F extends string> {
  values: V;
  setValues(next: V | ((previous: V) => V)): void;
  /** Merges a patch into the values and drops the server's errors of the patched fields. */
  update(patch: Partial<V>): void;
  /** Marks a field left: its rules show from now on. */
  touch(field: F): void;
  /** The current rule issues (shown or not). */
  issues: FieldIssues<F>;
  /** The fields that stop a save now. */
  invalidFields: F[];
  /** The text of a field's error once it shows (a server error at once), else `undefined`. */
  errorOf(field: F): string | undefined;
  /** The props of one `@console/ui` input bound to a field of the values. */
  field<K extends F & keyof V & string>(name: K): WidgetFormFieldBinding<V[K]>;
  /** Sets (or, with `undefined`, drops) a server error of one field. */
  setFieldError(field: F, text: string | undefined): void;
  /** The message over the form (a failed save). */
  formError: string | null;
  setFormError(text: string | null): void;
  /**
   * Shows a failed call's validation issues under their fields; issues that name no field, and
   * failures without issues, become the message over the form (`fallback` when the failure has no
   * text of its own). Answers the fields it marked.
   */
  showServerError(error: unknown, fallback?: MessageKey): F[];
  /** True once a submit was tried: every rule shows. */
  submitted: boolean;
  /**
   * Starts a submit: every rule shows, the server's errors and the form message clear. Answers the
   * fields that stop it (empty: go on and save).
   */
  beginSubmit(): F[];
  /**
   * Validates and, when valid, runs `save(values)`; a failure shows through `showServerError`.
   * Answers whether it saved.
   * @example <form onSubmit={(event) => { event.preventDefault(); void form.submit((values) => client.call(routes.users.create, { body: values })); }}>
   */
  submit(save: (values: V) => Promise<unknown>, fallback?: MessageKey): Promise<boolean>;
  /** Back to the initial values (or `values`), nothing touched, no errors. */
  reset(values?: V): void;
}

const NO_ISSUES = {};

/**
 * The form hook of every widget: values, the rules (core's validators) shown once a field is left
 * or the form submitted, the server's 400 issues mapped back onto their fields, and the message
 * over the form. Plain React state: no form library in the bundle.
 * @example
 * const form = useWidgetForm({ initialValues: { name: '' }, validate: ({ name }) => ({ name: validateRequiredText(name) }) });
 * <TextInput label={t('ui.name')} {...form.field('name')} />
 * <Button onClick={() => form.submit((values) => save.mutateAsync({ body: values }))}>Save</Button>
 */
export function useWidgetForm<V extends object, F extends string = Extract<keyof V, string>>(
  options: UseWidgetFormOptions<V, F>,
): WidgetForm<V, F> {
  const t = useMessage();
  const { validate, immediateIssues, fields } = options;
  const [initial] = useState(options.initialValues);
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const latest = useRef(values);
  latest.current = values;

  const issuesOf = useCallback(
    (state: V): FieldIssues<F> => {
      const found: FieldIssues<F> = { ...(validate?.(state) ?? NO_ISSUES), ...immediateIssues };
      for (const key of Object.keys(found) as F[]) if (!found[key]) delete found[key];
      return found;
    },
    [validate, immediateIssues],
  );
  const issues = useMemo(() => issuesOf(values), [issuesOf, values]);
  const resolve = useMemo<IssueFieldResolver<F>>(
    () => (typeof fields === 'function' ? fields : fieldsResolver(fields ?? (Object.keys(initial) as F[]))),
    [fields, initial],
  );

  const errorOf = (field: F): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const issue = issues[field];
    if (!issue || !(submitted || touched[field] || immediateIssues?.[field])) return undefined;
    return t(issue.key, issue.params);
  };

  const dropServerErrors = (keys: string[]) =>
    setServerErrors((previous) => {
      if (!keys.some((key) => key in previous)) return previous;
      const next = { ...previous };
      for (const key of keys) delete next[key as F];
      return next;
    });
  const update = (patch: Partial<V>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    dropServerErrors(Object.keys(patch));
  };
  const touch = (field: F) =>
    setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
  const setFieldError = (field: F, text: string | undefined) =>
    setServerErrors((previous) => {
      const next = { ...previous };
      if (text === undefined) delete next[field];
      else next[field] = text;
      return next;
    });

  const showServerError = (error: unknown, fallback: MessageKey = 'errors.generic'): F[] => {
    const mapped = serverFieldErrors(error, resolve);
    const marked = mapped ? (Object.keys(mapped.fields) as F[]) : [];
    if (mapped && marked.length > 0) setServerErrors((previous) => ({ ...previous, ...mapped.fields }));
    // Everything landed on a field: no message over the form. A silent failure shows nothing.
    if (mapped && marked.length > 0 && mapped.unmatched.length === 0) return marked;
    setFormError(mapped?.unmatched[0]?.message ?? describeError(error, t, fallback) ?? null);
    return marked;
  };

  const beginSubmit = (): F[] => {
    setSubmitted(true);
    setFormError(null);
    setServerErrors({});
    return Object.keys(issuesOf(latest.current)) as F[];
  };

  return {
    values,
    setValues,
    update,
    touch,
    issues,
    invalidFields: Object.keys(issues) as F[],
    errorOf,
    field: (name) => {
      const error = errorOf(name);
      return {
        name,
        value: values[name],
        onValueChange: (value) => update({ [name]: value } as unknown as Partial<V>),
        onBlur: () => touch(name),
        error,
        touched: error !== undefined,
      };
    },
    setFieldError,
    formError,
    setFormError,
    showServerError,
    submitted,
    beginSubmit,
    async submit(save, fallback) {
      if (beginSubmit().length > 0) return false;
      try {
        await save(latest.current);
        return true;
      } catch (error) {
        showServerError(error, fallback);
        return false;
      }
    },
    reset(next) {
      setValues(next ?? initial);
      setTouched({});
      setSubmitted(false);
      setServerErrors({});
      setFormError(null);
    },
  };
}
