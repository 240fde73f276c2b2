import {
  Select as AriakitSelect,
  SelectItem,
  SelectLabel,
  SelectPopover,
  SelectProvider,
} from '@ariakit/react/select';
import { useMessage } from '@console/core/react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../internal/icons';
import * as listbox from '../internal/listbox.css';
import { ListboxField, OptionCheck } from '../internal/listbox-field';
import { useControllableState } from '../internal/use-controllable-state';
import { usePortalElement } from '../theme/theme-root';
import * as styles from './select.css';

/** One option of a {@link Select}. */
export interface SelectOption {
  /** The value reported by `onValueChange` (and submitted with `name`). */
  value: string;
  /** The visible text. */
  label: string;
  /**
   * Shown but not choosable.
   * @default false
   */
  disabled?: boolean;
}

interface SelectBaseProps {
  /** The visible label, also the control's accessible name. */
  label: ReactNode;
  /** The options, in order. */
  options: readonly SelectOption[];
  /**
   * Text shown while nothing is chosen.
   * @default the catalogue's 'Select an option'
   */
  placeholder?: string;
  /** Help text under the control. */
  description?: ReactNode;
  /** An error message: shown under the control, marks it `aria-invalid`. */
  error?: ReactNode;
  /**
   * Disables the control.
   * @default false
   */
  disabled?: boolean;
  /** Form field name: renders a hidden native `<select>` so the value submits with a form. */
  name?: string;
  /**
   * Keep the label for assistive technology only.
   * @default false
   */
  hideLabel?: boolean;
  /** Extra class on the outer element. */
  className?: string;
}

/** Props of a single-choice {@link Select}. */
export interface SingleSelectProps extends SelectBaseProps {
  /**
   * Choose several values.
   * @default false
   */
  multiple?: false;
  /** Controlled value (`''` for none). */
  value?: string;
  /**
   * Initial value when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
}

/** Props of a multiple-choice {@link Select}. */
export interface MultipleSelectProps extends SelectBaseProps {
  /** Choose several values: the list stays open while toggling. */
  multiple: true;
  /** Controlled values. */
  value?: string[];
  /**
   * Initial values when uncontrolled.
   * @default []
   */
  defaultValue?: string[];
  /** Called with all chosen values. */
  onValueChange?: (value: string[]) => void;
}

/** Props of {@link Select}. */
export type SelectProps = SingleSelectProps | MultipleSelectProps;

/**
 * A select on Ariakit Select: a button showing the value that opens a listbox. Single or multiple
 * choice, with label, placeholder, description and error. Typing a letter jumps to an option.
 * State shows as `data-state="open|closed"` and `data-invalid`.
 *
 * @example
 * ```tsx
 * <Select label="Erase fallback" options={[{ value: 'DEFAULT', label: 'Default' }]} defaultValue="DEFAULT" />
 * <Select multiple label="Device types" options={types} value={picked} onValueChange={setPicked} />
 * ```
 */
export function Select(props: SelectProps) {
  const {
    label,
    options,
    placeholder,
    description,
    error,
    disabled = false,
    name,
    hideLabel = false,
    className,
  } = props;
  const t = useMessage();
  const portalElement = usePortalElement();
  const multiple = props.multiple === true;
  const [value, setValue] = useControllableState<string | string[]>({
    value: props.value,
    defaultValue: props.defaultValue ?? (multiple ? [] : ''),
    onChange: props.onValueChange as ((value: string | string[]) => void) | undefined,
  });
  const [open, setOpen] = useControllableState({ defaultValue: false });
  const labelOf = (v: string) => options.find((option) => option.value === v)?.label ?? v;
  const chosen = Array.isArray(value) ? value : value === '' ? [] : [value];
  const shown =
    chosen.length === 0
      ? null
      : chosen.length <= 2
        ? chosen.map(labelOf).join(', ')
        : t('ui.select.selectedCount', { count: chosen.length });
  return (
    <ListboxField description={description} error={error} className={className}>
      {(describedBy) => (
        <SelectProvider value={value} setValue={setValue} open={open} setOpen={setOpen}>
          <SelectLabel className={hideLabel ? listbox.visuallyHidden : styles.label}>{label}</SelectLabel>
          <AriakitSelect
            name={name}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            data-state={open ? 'open' : 'closed'}
            className={styles.trigger}
          >
            <span className={[styles.value, shown === null ? styles.placeholder : ''].join(' ')}>
              {shown ?? placeholder ?? t('ui.select.placeholder')}
            </span>
            <span className={styles.arrow}>
              <ChevronDownIcon />
            </span>
          </AriakitSelect>
          <SelectPopover
            portalElement={portalElement}
            gutter={4}
            sameWidth
            unmountOnHide
            className={styles.popover}
          >
            {options.map((option) => (
              <SelectItem
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                accessibleWhenDisabled
                className={styles.item}
              >
                <OptionCheck />
                {option.label}
              </SelectItem>
            ))}
          </SelectPopover>
        </SelectProvider>
      )}
    </ListboxField>
  );
}
