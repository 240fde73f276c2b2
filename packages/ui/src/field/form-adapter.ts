/**
 * The structural slice of a `@tanstack/react-form` FieldApi that {@link fieldProps} reads. Any
 * `field` given to `<form.Field>`'s render function fits it; typing it structurally keeps the value
 * type inferred without spelling out FieldApi's two dozen generics.
 */
export interface FormFieldLike<TValue> {
  /** The field's name in the form. */
  name: string;
  /** The field's value and meta (errors, blurred). */
  state: {
    value: TValue;
    meta: { errors: readonly unknown[]; isBlurred: boolean };
  };
  /** Sets the value and runs the change validators. */
  handleChange: (value: TValue) => void;
  /** Marks the field blurred and runs the blur validators. */
  handleBlur: () => void;
  /** Runs the validators of one cause. */
  validate: (cause: 'change') => unknown;
  /** The form, for its submission count. */
  form: { state: { submissionAttempts: number } };
}

/** What {@link fieldProps} returns: spread it on any input of this kit. */
export interface FormFieldBinding<TValue> {
  /** The field's name, for the input's `name`. */
  name: string;
  /** The field's current value. */
  value: TValue;
  /** Hands a new value to the form. */
  onValueChange: (value: TValue) => void;
  /** Tells the form the field was left (and validates it). */
  onBlur: () => void;
  /** The first error, as text (strings as they are, Standard Schema issues by `message`). */
  error: string | undefined;
  /** True once the field was left or the form submitted: errors show from then on. */
  touched: boolean;
}

/**
 * The text of a validation error: a string as is, a Standard Schema issue (what Zod 4 schemas give
 * when used directly as TanStack Form validators) by its `message`.
 * @example fieldErrorText({ message: 'Required', path: [] }) // 'Required'
 */
export function fieldErrorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return fieldErrorText(error[0]);
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
    error: meta.errors.map(fieldErrorText).find((text) => text !== undefined),
    touched: meta.isBlurred || field.form.state.submissionAttempts > 0,
  };
}
