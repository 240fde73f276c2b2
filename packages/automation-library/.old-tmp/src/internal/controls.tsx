/**
 * Small form controls of the automation modals. @console/ui's Field, TextInput, Select, Tabs and
 * FileDrop were not exported yet when this package was written; these keep to the same contract
 * (label, required asterisk with hidden 'Required', description, error linked by
 * aria-describedby, data-state) so they can be swapped for the kit's later.
 */
import { formatBytes } from '@console/core';
import { useMessage } from '@console/core/react';
import {
  AlertIcon,
  Button,
  ChevronDownIcon,
  CloseIcon,
  IconButton,
  Menu,
  MenuItemCheckbox,
  type MenuValues,
} from '@console/ui';
import {
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import * as styles from './controls.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  description?: ReactNode;
  error?: string | null | undefined;
  children: ReactNode;
  /** `group` renders the label as a legend of a fieldset. */
  kind?: 'input' | 'group';
  className?: string | undefined;
}

/** Ids of a field's description and error, for aria-describedby. */
export function describedBy(id: string, description: unknown, error: unknown): string | undefined {
  const ids = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function RequiredMark() {
  const t = useMessage();
  return (
    <span className={styles.required}>
      <span aria-hidden="true">*</span>
      <span className={styles.visuallyHidden}>{t('errors.validation.required')}</span>
    </span>
  );
}

/** Label, description, control and error of one field. */
export function FieldFrame({
  id,
  label,
  required,
  description,
  error,
  children,
  kind = 'input',
  className,
}: FieldFrameProps) {
  const tail = (
    <>
      {description ? (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          <AlertIcon aria-hidden="true" width={12} height={12} />
          {error}
        </span>
      ) : null}
    </>
  );
  if (kind === 'group') {
    return (
      <fieldset
        className={[styles.field, styles.choiceGroup, className].filter(Boolean).join(' ')}
        data-state={error ? 'invalid' : 'valid'}
        aria-describedby={describedBy(id, description, error)}
        style={{ flexDirection: 'column', gap: 4 }}
      >
        <legend className={styles.legend}>
          {label}
          {required ? <RequiredMark /> : null}
        </legend>
        {children}
        {tail}
      </fieldset>
    );
  }
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-state={error ? 'invalid' : 'valid'}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {tail}
    </div>
  );
}

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  description?: ReactNode;
  error?: string | null | undefined;
  disabled?: boolean;
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  name?: string;
  type?: 'text' | 'url';
  /** Focus this field when its dialog opens. */
  autoFocus?: boolean;
}

/** A labelled text input (or textarea). */
export function TextField({
  label,
  value,
  onValueChange,
  onBlur,
  required,
  description,
  error,
  disabled,
  placeholder,
  maxLength,
  multiline,
  name,
  type = 'text',
  autoFocus,
}: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    disabled,
    placeholder,
    maxLength,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, description, error),
    onBlur,
    // Ariakit's dialog focuses the element marked data-autofocus when it opens.
    'data-autofocus': autoFocus ? true : undefined,
  };
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      {multiline ? (
        <textarea
          {...common}
          className={styles.textarea}
          rows={3}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onValueChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** One option of a select or radio group. */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** A labelled native select. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onValueChange,
  required,
  error,
  disabled,
  description,
  placeholder,
}: {
  label: ReactNode;
  value: V | '';
  options: readonly ChoiceOption<V>[];
  onValueChange: (value: V) => void;
  required?: boolean;
  error?: string | null | undefined;
  disabled?: boolean;
  description?: ReactNode;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      <select
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        onChange={(event) => onValueChange(event.target.value as V)}
      >
        {value === '' || placeholder ? (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A labelled group of radio buttons. */
export function RadioGroupField<V extends string>({
  label,
  value,
  options,
  onValueChange,
  disabled,
  error,
  required,
  name,
}: {
  label: ReactNode;
  value: V;
  options: readonly ChoiceOption<V>[];
  onValueChange: (value: V) => void;
  disabled?: boolean;
  error?: string | null | undefined;
  required?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} kind="group" required={required}>
      <div className={styles.inline} role="radiogroup" aria-labelledby={undefined}>
        {options.map((option) => {
          const off = disabled || option.disabled;
          return (
            <label key={option.value} className={styles.choice} data-disabled={off ? 'true' : 'false'}>
              <input
                type="radio"
                className={styles.box}
                name={name ?? id}
                value={option.value}
                checked={value === option.value}
                disabled={off}
                onChange={() => onValueChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </FieldFrame>
  );
}

/** A checkbox with its label. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  disabled,
  description,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  description?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.choice} data-disabled={disabled ? 'true' : 'false'}>
        <input
          type="checkbox"
          className={styles.box}
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? `${id}-description` : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        {label}
      </label>
      {description ? (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A multi-select as a menu of checkboxes (the kit's Menu), showing the chosen labels on its button.
 * Used by the categories fields and the table filters.
 */
export function MultiSelectMenu({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  buttonText,
  error,
  required,
  disabled,
  hideLabel,
  ariaLabel,
  size = 'md',
}: {
  label: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  placeholder?: string;
  /** The button's text; by default the chosen labels or the placeholder. */
  buttonText?: string;
  error?: string | null | undefined;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** The button's accessible name when the label is hidden. */
  ariaLabel?: string;
  size?: 'sm' | 'md';
}) {
  const id = useId();
  const chosen = options.filter((option) => value.includes(option.value)).map((option) => option.label);
  const text = buttonText ?? (chosen.length > 0 ? chosen.join(', ') : (placeholder ?? ''));
  const menu = (
    <Menu
      label={label}
      values={{ values: [...value] }}
      onValuesChange={(values: MenuValues) => {
        const next = values.values;
        onValueChange(Array.isArray(next) ? next.map(String) : []);
      }}
      trigger={
        <Button
          id={id}
          size={size}
          disabled={disabled}
          className={hideLabel ? undefined : styles.multiTrigger}
          aria-label={hideLabel ? ariaLabel : `${label}: ${text}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
        >
          <span
            className={[
              styles.triggerText,
              chosen.length === 0 && !buttonText ? styles.placeholder : '',
            ].join(' ')}
          >
            {text}
          </span>
          <ChevronDownIcon aria-hidden="true" width={14} height={14} />
        </Button>
      }
    >
      {options.map((option) => (
        <MenuItemCheckbox key={option.value} name="values" value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItemCheckbox>
      ))}
    </Menu>
  );
  if (hideLabel) return menu;
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      {menu}
    </FieldFrame>
  );
}

/** One tab of {@link TabsView}. */
export interface TabSpec<V extends string> {
  id: V;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; panels stay mounted (forms keep state). */
export function TabsView<V extends string>({
  label,
  tabs,
  selected,
  onSelectedChange,
}: {
  label: string;
  tabs: readonly TabSpec<V>[];
  selected: V;
  onSelectedChange: (id: V) => void;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelectedChange(tab.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelectedChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

/** Tone of a {@link Notice}. */
export type NoticeTone = 'success' | 'danger' | 'warning' | 'info';

/** An inline message: `status` for success and info, `alert` for problems. */
export function Notice({
  tone,
  children,
  onDismiss,
}: {
  tone: NoticeTone;
  children: ReactNode;
  onDismiss?: () => void;
}) {
  const t = useMessage();
  return (
    <div
      className={styles.notice}
      data-tone={tone}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
    >
      <span className={styles.noticeText}>{children}</span>
      {onDismiss ? (
        <IconButton
          size="sm"
          label={t('ui.close')}
          icon={<CloseIcon />}
          tooltipPlacement={false}
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}

/** A file already chosen or stored, as a {@link FilePicker} lists it. */
export interface PickedFile {
  key: string;
  name: string;
  size: number;
}

/**
 * Choose files by button or drop: lists the chosen files with a remove button each. Validation is
 * the caller's (the shared rules of @console/core); `accept` only narrows the browser's dialog.
 */
export function FilePicker({
  label,
  files,
  onAdd,
  onRemove,
  multiple = false,
  accept,
  required,
  description,
  error,
  disabled,
  chooseLabel,
  preview,
}: {
  label: string;
  files: readonly PickedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  multiple?: boolean;
  accept?: string;
  required?: boolean;
  description?: ReactNode;
  error?: string | null | undefined;
  disabled?: boolean;
  chooseLabel?: string;
  preview?: (file: PickedFile) => ReactNode;
}) {
  const t = useMessage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const take = (list: FileList | null) => {
    const picked = list ? Array.from(list) : [];
    if (picked.length > 0) onAdd(multiple ? picked : picked.slice(0, 1));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const showZone = multiple || files.length === 0;
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      {files.map((file) => (
        <div key={file.key} className={styles.fileRow} data-testid="picked-file">
          {preview?.(file)}
          <span className={styles.fileName} title={file.name}>
            {file.name}
          </span>
          {file.size > 0 ? <span className={styles.fileMeta}>{formatBytes(file.size)}</span> : null}
          <IconButton
            size="sm"
            label={t('automation.form.removeFile', { name: file.name })}
            icon={<CloseIcon />}
            tooltipPlacement={false}
            disabled={disabled}
            onClick={() => onRemove(file.key)}
          />
        </div>
      ))}
      {showZone ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for pointer users; keyboard users reach the file input inside it
        <div
          className={styles.dropZone}
          data-dragging={dragging ? 'true' : 'false'}
          data-invalid={error ? 'true' : 'false'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            ref={inputRef}
            id={id}
            type="file"
            className={styles.hiddenInput}
            multiple={multiple}
            accept={accept}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, description, error)}
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
          <Button
            size="sm"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-hidden="true"
            tabIndex={-1}
          >
            {chooseLabel ?? t('automation.form.chooseFile')}
          </Button>
          <span>{t('automation.form.dropHint')}</span>
        </div>
      ) : null}
    </FieldFrame>
  );
}
