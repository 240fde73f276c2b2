/**
 * The structural slice of a `@tanstack/react-form` FieldApi that {@link fieldProps} reads. Any
 * `field` given to `<form.Field>`'s render function fits it; typing it structurally keeps the value
 * type inferred without spelling out FieldApi's two dozen generics.
 */
export interface FormFieldLike<TValue> {
  name: string;
  state: {
    value: TValue;
    meta: { errors: readonly unknown[]; isBlurred: boolean };
  };
  handleChange: (value: TValue) => void;
  handleBlur: () => void;
  validate: (cause: 'change') => unknown;
  form: { state: { submissionAttempts: number } };
}

/** What {@link fieldProps} returns: spread it on any input of this kit. */
export interface FormFieldBinding<TValue> {
  name: string;
  value: TValue;
  onValueChange: (value: TValue) => void;
  onBlur: () => void;
  /** The first error, as text (strings as they are, Standard Schema issues by `message`). */
  error: string | undefined;
  /** True once the field was left or the form submitted: errors show from then on. */
  touched: boolean;
}

/**
 * The text of a validation error: a string as is, a Standard Schema issue (what Zod 4 schemas give
 * when used directly as TanStack Form validators) by its `message`.
 * @example errorText({ message: 'Required', path: [] }) // 'Required'
 */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return errorText(error[0]);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return undefined;
}

/**
 * Maps a TanStack Form field to this kit's input props: `name`, `value`, `onValueChange`, `onBlur`,
 * `error` and `touched` (errors show once the field was blurred or the form submitted). Give the
 * field an `onChange` validator (a Zod 4 schema works as is): `onBlur` runs it too, so the error
 * appears when the field is left and clears as soon as the value is fixed.
 *
 * @example
 * ```tsx
 * const schema = z.string().trim().min(1, t('ui.required'));
 * <form.Field name="name" validators={{ onChange: schema }}>
 *   {(field) => <TextInput label="Name" required {...fieldProps(field)} />}
 * </form.Field>
 * ```
 */
export function fieldProps<TValue>(field: FormFieldLike<TValue>): FormFieldBinding<TValue> {
  const { meta } = field.state;
  return {
    name: field.name,
    value: field.state.value,
    onValueChange: (value) => field.handleChange(value),
    onBlur: () => {
      field.handleBlur();
      // Run the change validators too, so a required field that was never edited shows its error
      // when left, and one error slot (onChange) both appears on blur and clears while typing.
      void field.validate('change');
    },
    error: meta.errors.map(errorText).find((text) => text !== undefined),
    touched: meta.isBlurred || field.form.state.submissionAttempts > 0,
  };
}
