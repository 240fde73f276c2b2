import { type ChangeEvent, type ReactNode, useId } from 'react';
import {
  Field,
  type FieldBaseProps,
  FieldControl,
  FieldCounter,
  joinIds,
  splitFieldProps,
} from '../field/field';
import { composeEventHandlers } from './compose-event-handlers';
import { useControllableState } from './use-controllable-state';

/** The counter's limit when counting is on and no `maxLength` is given (002 §9). */
export const DEFAULT_TEXT_COUNTER_MAX = 75;

/** The props a text field ({@link TextField}: TextInput, TextArea) adds to its element's native ones. */
export interface TextFieldOwnProps extends FieldBaseProps {
  /** The controlled text. */
  value?: string;
  /**
   * The initial text when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new text on every edit. */
  onValueChange?: (value: string) => void;
  /**
   * Show an 'n/max' counter under the field; it turns danger colour at the limit, where typing stops.
   * @default false
   */
  counter?: boolean;
  /**
   * The most characters allowed.
   * @default 75 when `counter` is on, otherwise no limit
   */
  maxLength?: number;
  /** Class name of the field's root (the control itself takes `inputClassName`). */
  className?: string;
  /** Class name of the control (the `<input>` or `<textarea>`). */
  inputClassName?: string;
}

/** The field's wiring of a text control: spread it after the control's own props. */
export interface TextControlWiring<E extends HTMLInputElement | HTMLTextAreaElement> {
  /** The control's id, the target of the label. */
  id: string;
  /** The text. */
  value: string;
  /** The limit, if any. */
  maxLength: number | undefined;
  /** Set when the field is required. */
  'aria-required': true | undefined;
  /** The field is disabled. */
  disabled: boolean;
  /** Set while the field's error shows. */
  'aria-invalid': true | undefined;
  /** The caller's ids, the field's description and error, and the counter. */
  'aria-describedby': string | undefined;
  /** The kit's control class plus `inputClassName`. */
  className: string;
  /** The caller's `onChange`, then the text update. */
  onChange: (event: ChangeEvent<E>) => void;
}

/** Props of {@link TextField}. */
export interface TextFieldProps<
  E extends HTMLInputElement | HTMLTextAreaElement,
  P extends TextFieldOwnProps,
> {
  /** The public component's props, as given. */
  props: P & { id?: string | undefined; onChange?: ((event: ChangeEvent<E>) => void) | undefined };
  /** Class name of the field's root before the caller's `className`. */
  rootClassName: string;
  /** Class name of the control before the caller's `inputClassName`. */
  controlClassName: string;
  /** Renders the control from its remaining native props and the field's wiring. */
  children: (
    nativeProps: Omit<P, keyof TextFieldOwnProps | 'id' | 'onChange'>,
    wiring: TextControlWiring<E>,
  ) => ReactNode;
}

/**
 * The frame of TextInput and TextArea: a {@link Field} with the controllable text, the label `for`,
 * `aria-describedby` / `aria-invalid` / `aria-required` wiring, `maxLength` and the optional
 * 'n/max' counter under the control.
 * @internal
 */
export function TextField<E extends HTMLInputElement | HTMLTextAreaElement, P extends TextFieldOwnProps>({
  props,
  rootClassName,
  controlClassName,
  children,
}: TextFieldProps<E, P>) {
  const [fieldProps, rest] = splitFieldProps(props);
  const {
    value: valueProp,
    defaultValue = '',
    onValueChange,
    onChange,
    counter = false,
    maxLength: maxLengthProp,
    className,
    inputClassName,
    id,
    ...nativeProps
  } = rest;
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const counterId = useId();
  const maxLength = maxLengthProp ?? (counter ? DEFAULT_TEXT_COUNTER_MAX : undefined);
  const describedBy = (nativeProps as { 'aria-describedby'?: string | undefined })['aria-describedby'];

  return (
    <Field {...fieldProps} id={id} className={className ? `${rootClassName} ${className}` : rootClassName}>
      <FieldControl>
        {(control) => (
          <>
            {children(nativeProps as Omit<P, keyof TextFieldOwnProps | 'id' | 'onChange'>, {
              id: control.controlId,
              value,
              maxLength,
              'aria-required': control.required || undefined,
              disabled: control.disabled,
              'aria-invalid': control.invalid || undefined,
              'aria-describedby': joinIds(describedBy, control.describedBy, counter && counterId),
              className: inputClassName ? `${controlClassName} ${inputClassName}` : controlClassName,
              onChange: composeEventHandlers(onChange, (event: ChangeEvent<E>) =>
                setValue(event.target.value),
              ),
            })}
            {counter && maxLength !== undefined ? (
              <FieldCounter id={counterId} count={value.length} max={maxLength} />
            ) : null}
          </>
        )}
      </FieldControl>
    </Field>
  );
}
