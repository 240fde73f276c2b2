import {
  type AddTagOptions,
  type AddTagResult,
  addTag,
  addTags,
  DEFAULT_TAG_MAX,
  removeTag,
  type TagRestriction,
  tagErrorMessageKey,
} from '@console/core';
import { useMessage } from '@console/core/react';
import {
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  forwardRef,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../button/icon-button';
import {
  Field,
  type FieldBaseProps,
  FieldControl,
  FieldCounter,
  joinIds,
  splitFieldProps,
} from '../field/field';
import * as fieldStyles from '../field/field.css';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import { CloseIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './tag-input.css';

/** Props of {@link TagInput}. */
export interface TagInputProps
  extends FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'value' | 'defaultValue' | 'disabled' | 'required' | 'type' | 'maxLength' | 'max'
    > {
  /** The controlled tags. */
  value?: readonly string[];
  /**
   * The initial tags when uncontrolled.
   * @default []
   */
  defaultValue?: readonly string[];
  /** Called with the new list whenever a tag is added or removed. */
  onValueChange?: (tags: string[]) => void;
  /**
   * Accept only numbers, ports (1 to 65535), IPv4 addresses, emails, disk volumes (at most 32
   * characters) or drive letters (`C` or `C:`); anything else shows that restriction's message.
   */
  restriction?: TagRestriction;
  /**
   * Count mode: show an 'n/max' counter and accept no more tags once `max` is reached; the
   * counter turns danger colour at the limit.
   * @default false
   */
  counter?: boolean;
  /**
   * The most tags in count mode.
   * @default 20
   */
  max?: number;
  /** Class name of the field's root. */
  className?: string;
}

/**
 * A list of short values typed one by one (ports, IP addresses, emails, volumes...), following
 * 002 §5.10: whitespace is removed, empty entries and duplicates are ignored, Enter, Space or
 * leaving the input adds the entry, Backspace on an empty input removes the last tag. Each tag has
 * a remove button named 'Remove {tag}'. State shows as `data-state="empty|filled|limit"`.
 *
 * @example
 * ```tsx
 * <TagInput label="Ports" restriction="port" counter value={ports} onValueChange={setPorts} />
 * ```
 */
export const TagInput = /* @__PURE__ */ forwardRef<HTMLInputElement, TagInputProps>(
  function TagInput(props, forwardedRef) {
    const t = useMessage();
    const [fieldProps, rest] = splitFieldProps(props);
    const {
      value: valueProp,
      defaultValue = [],
      onValueChange,
      restriction,
      counter = false,
      max = DEFAULT_TAG_MAX,
      placeholder,
      className,
      id,
      onKeyDown,
      onBlur,
      onPaste,
      onChange,
      ...inputProps
    } = rest;
    const [tags, setTags] = useControllableState<readonly string[]>({
      value: valueProp,
      defaultValue,
      onChange: onValueChange ? (next) => onValueChange([...next]) : undefined,
    });
    const [draft, setDraft] = useState('');
    const [entryError, setEntryError] = useState<string | undefined>();
    const inputRef = useRef<HTMLInputElement | null>(null);
    const counterId = useId();
    const options: AddTagOptions = { restriction, max: counter ? max : undefined };
    const atLimit = counter && tags.length >= max;
    const disabled = fieldProps.disabled ?? false;

    const apply = (result: AddTagResult, rest = '') => {
      if (result.tags !== tags) setTags(result.tags);
      if (result.outcome === 'invalid' && restriction) {
        setEntryError(t(tagErrorMessageKey(restriction)));
        setDraft(rest || result.tag);
        return;
      }
      setEntryError(undefined);
      // A refused entry at the limit stays in the input; everything else was consumed.
      setDraft(result.outcome === 'limit' ? rest || result.tag : '');
    };

    const commit = () => {
      if (draft.trim() === '') {
        setDraft('');
        return;
      }
      apply(addTag(tags, draft, options));
    };

    const focusInput = () => inputRef.current?.focus();

    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        // An empty Enter falls through (e.g. submits the form); otherwise the key adds the entry.
        if (event.key === 'Enter' && draft.trim() === '') return;
        event.preventDefault();
        commit();
      } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
        event.preventDefault();
        setEntryError(undefined);
        setTags(removeTag(tags));
      }
    };

    const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text');
      if (!/[\s,;]/.test(text.trim())) return;
      event.preventDefault();
      const result = addTags(tags, `${draft}${text}`, options);
      apply(result, result.rest);
    };

    const handleBlur = (_event: FocusEvent<HTMLInputElement>) => commit();

    const error = entryError ?? fieldProps.error;
    const state = atLimit ? 'limit' : tags.length > 0 ? 'filled' : 'empty';

    return (
      <Field
        {...fieldProps}
        error={error}
        touched={entryError !== undefined || fieldProps.touched}
        id={id}
        className={className ? `${styles.root} ${className}` : styles.root}
      >
        <FieldControl>
          {(control) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; the input inside is the keyboard target.
            // biome-ignore lint/a11y/useKeyWithClickEvents: same as above.
            <div
              className={`${fieldStyles.control} ${styles.frame}`}
              data-state={state}
              data-disabled={disabled ? '' : undefined}
              onClick={(event) => {
                if (event.target === event.currentTarget) focusInput();
              }}
            >
              {tags.length > 0 ? (
                <ul className={styles.list}>
                  {tags.map((tag, index) => (
                    <li key={tag} className={styles.tag}>
                      <span className={styles.tagText}>{tag}</span>
                      {disabled ? null : (
                        <IconButton
                          label={t('ui.tagInput.remove', { tag })}
                          icon={<CloseIcon />}
                          size="sm"
                          tooltipPlacement={false}
                          className={styles.remove}
                          onClick={() => {
                            setEntryError(undefined);
                            setTags(removeTag(tags, index));
                            focusInput();
                          }}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              <input
                ref={(element) => {
                  inputRef.current = element;
                  if (typeof forwardedRef === 'function') forwardedRef(element);
                  else if (forwardedRef) forwardedRef.current = element;
                }}
                type="text"
                autoComplete="off"
                {...inputProps}
                id={control.controlId}
                value={draft}
                placeholder={atLimit ? undefined : (placeholder ?? t('ui.tagInput.placeholder'))}
                readOnly={atLimit}
                disabled={disabled}
                aria-required={control.required || undefined}
                aria-invalid={control.invalid || undefined}
                aria-describedby={joinIds(
                  inputProps['aria-describedby'],
                  control.describedBy,
                  counter && counterId,
                )}
                className={`${fieldStyles.bareInput} ${styles.input}`}
                onChange={composeEventHandlers(onChange, (event) => {
                  setDraft(event.target.value);
                  if (entryError) setEntryError(undefined);
                })}
                onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
                onPaste={composeEventHandlers(onPaste, handlePaste)}
                onBlur={composeEventHandlers(onBlur, handleBlur)}
              />
            </div>
          )}
        </FieldControl>
        {counter ? <FieldCounter id={counterId} count={tags.length} max={max} /> : null}
      </Field>
    );
  },
);
