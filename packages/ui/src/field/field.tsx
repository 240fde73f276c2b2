import { useMessage } from '@console/core/react';
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AlertIcon } from '../internal/icons';
import * as styles from './field.css';

/** The props every field-like control shares with {@link Field}: label, help, required and error. */
export interface FieldBaseProps {
  /** The visible label; also the control's accessible name. */
  label?: ReactNode;
  /**
   * Hide the label on screen while keeping it as the accessible name.
   * @default false
   */
  hideLabel?: boolean;
  /**
   * Marks the field required: an asterisk whose accessible text is the visually hidden 'Required',
   * and `required` / `aria-required` on the control (002 §5.10).
   * @default false
   */
  required?: boolean;
  /** Help text under the label, linked to the control with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The validation message. It shows (linked by `aria-describedby`, with `aria-invalid` on the
   * control) once the field has been left or its form submitted, or at once when `touched` is true.
   */
  error?: string | null | undefined;
  /**
   * Show `error` without waiting for a blur or a submit (e.g. a form hook's own touched state, as
   * `@console/widget-kit`'s `useWidgetForm` passes it).
   * @default false
   */
  touched?: boolean | undefined;
  /**
   * Disables the control and dims the label.
   * @default false
   */
  disabled?: boolean | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps extends FieldBaseProps {
  /** The control's id; generated when omitted. The label points to it. */
  id?: string | undefined;
  /**
   * `input` labels the control with `<label for>`; `group` renders the label as text the control
   * references with `aria-labelledby` (for composite controls such as a time picker group).
   * @default 'input'
   */
  controlKind?: 'input' | 'group';
  /**
   * Track blur (focus leaving the field) to decide when the error shows. Controls whose popups
   * live in a portal turn this off and pass `touched` themselves.
   * @default true
   */
  trackBlur?: boolean;
  /** Class name of the field's root. */
  className?: string | undefined;
  /** Inline style of the field's root. */
  style?: CSSProperties | undefined;
  /** The control, reading its ids and state from {@link useFieldContext}. */
  children: ReactNode;
}

/** What a control inside a {@link Field} needs to wire itself up. */
export interface FieldContextValue {
  /** The control's id, the target of the label. */
  controlId: string;
  /** The label's id (for `aria-labelledby`). */
  labelId: string | undefined;
  /** Ids to put in the control's `aria-describedby` (description and, when shown, the error). */
  describedBy: string | undefined;
  /** True while the error shows. */
  invalid: boolean;
  /** The error being shown, if any. */
  shownError: string | undefined;
  /** The field is required. */
  required: boolean;
  /** The field is disabled. */
  disabled: boolean;
  /** Marks the field as left, so its error shows (for controls that track focus themselves). */
  touch: () => void;
  /**
   * The class of the kit's control box (border, height, focus ring, invalid and disabled states from
   * `aria-invalid` / `:disabled`), for a custom control that should look like the kit's inputs.
   */
  controlClassName: string;
}

const FieldContext = /* @__PURE__ */ createContext<FieldContextValue | null>(null);

/**
 * The nearest {@link Field}'s ids and state, `null` outside a field. Custom controls use it to get
 * their id, `aria-describedby`, `aria-invalid` and `required`.
 * @example
 * const field = useFieldContext();
 * <input id={field?.controlId} aria-describedby={field?.describedBy} aria-invalid={field?.invalid} />
 */
export function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}

/** Joins `aria-describedby` ids, dropping empty ones. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * A form field: label (with a required asterisk whose hidden text is 'Required'), description,
 * the control, and the error message, linked to the control by `aria-describedby` with
 * `aria-invalid` set. The error shows after the field is left or its form submitted.
 * State shows as `data-state="valid|invalid"`.
 *
 * Every input of this kit renders a Field itself (pass `label`, `error`, ... to it); use Field
 * directly around your own control, reading {@link useFieldContext}.
 *
 * @example
 * ```tsx
 * <Field label="Serial number" required error={error}>
 *   <MyControl />
 * </Field>
 * ```
 */
export function Field({
  label,
  hideLabel = false,
  required = false,
  description,
  error,
  touched = false,
  disabled = false,
  id,
  controlKind = 'input',
  trackBlur = true,
  className,
  style,
  children,
}: FieldProps) {
  const t = useMessage();
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const labelId = label ? `${generatedId}-label` : undefined;
  const descriptionId = description ? `${generatedId}-description` : undefined;
  const errorId = `${generatedId}-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !trackBlur) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && root.contains(next)) return;
      setLeft(true);
    };
    root.addEventListener('focusout', onFocusOut);
    return () => root.removeEventListener('focusout', onFocusOut);
  }, [trackBlur]);

  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    const onSubmit = () => setSubmitted(true);
    const onReset = () => {
      setSubmitted(false);
      setLeft(false);
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('reset', onReset);
    };
  }, []);

  const touch = useCallback(() => setLeft(true), []);

  const shownError = error && (touched || left || submitted) ? error : undefined;
  const invalid = shownError !== undefined;
  const context = useMemo<FieldContextValue>(
    () => ({
      controlId,
      labelId,
      describedBy: joinIds(descriptionId, invalid && errorId),
      invalid,
      shownError,
      required,
      disabled,
      touch,
      controlClassName: styles.control,
    }),
    [controlId, labelId, descriptionId, errorId, invalid, shownError, required, disabled, touch],
  );

  const labelContent = label ? (
    <>
      {label}
      {required ? (
        <>
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
          <span className={styles.visuallyHidden}>{t('ui.required')}</span>
        </>
      ) : null}
    </>
  ) : null;
  const labelClass = hideLabel ? styles.visuallyHidden : styles.label;

  return (
    <FieldContext.Provider value={context}>
      <div
        ref={rootRef}
        className={className ? `${styles.root} ${className}` : styles.root}
        style={style}
        data-state={invalid ? 'invalid' : 'valid'}
        data-disabled={disabled ? '' : undefined}
      >
        {labelContent ? (
          controlKind === 'input' ? (
            <label id={labelId} htmlFor={controlId} className={labelClass}>
              {labelContent}
            </label>
          ) : (
            <span id={labelId} className={labelClass}>
              {labelContent}
            </span>
          )
        ) : null}
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
        <div id={errorId} aria-live="polite" className={styles.errorSlot}>
          {shownError ? (
            <p className={styles.error}>
              <AlertIcon />
              {shownError}
            </p>
          ) : null}
        </div>
      </div>
    </FieldContext.Provider>
  );
}

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  /** Renders the control from the field's ids and state. */
  children: (field: FieldContextValue) => ReactNode;
}

/**
 * Reads the enclosing {@link Field}'s context and renders the control with it: the render-prop
 * twin of {@link useFieldContext}.
 * @example
 * <Field label="Notes"><FieldControl>{(f) => <textarea id={f.controlId} aria-invalid={f.invalid} />}</FieldControl></Field>
 */
export function FieldControl({ children }: FieldControlProps) {
  const field = useFieldContext();
  if (!field) throw new Error('FieldControl must be rendered inside a Field');
  return <>{children(field)}</>;
}

/** Props of {@link FieldCounter}. */
export interface FieldCounterProps {
  /** Id for `aria-describedby`. */
  id?: string;
  /** The current count. */
  count: number;
  /** The limit; the counter turns danger colour when `count` reaches it. */
  max: number;
}

/**
 * The 'n/max' counter of text and tag inputs; `data-state="limit"` (danger colour) at the limit.
 * @example <FieldCounter count={value.length} max={75} />
 */
export function FieldCounter({ id, count, max }: FieldCounterProps) {
  const t = useMessage();
  return (
    <div className={styles.footer}>
      <span id={id} className={styles.counter} data-state={count >= max ? 'limit' : 'below'}>
        {t('ui.counter', { count, max })}
      </span>
    </div>
  );
}

/**
 * Splits a component's props into the {@link Field} ones and the rest (for the control).
 * @internal
 */
export function splitFieldProps<P extends FieldBaseProps>(
  props: P,
): [FieldBaseProps, Omit<P, keyof FieldBaseProps>] {
  const { label, hideLabel, required, description, error, touched, disabled, ...rest } = props;
  return [{ label, hideLabel, required, description, error, touched, disabled }, rest];
}
