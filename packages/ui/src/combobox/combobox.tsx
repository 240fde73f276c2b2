import {
  Combobox as AriakitCombobox,
  ComboboxItem,
  ComboboxLabel,
  ComboboxPopover,
  ComboboxProvider,
} from '@ariakit/react';
import { useMessage } from '@console/core/react';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import * as listbox from '../internal/listbox.css';
import { ListboxField, OptionCheck } from '../internal/listbox-field';
import { useControllableState } from '../internal/use-controllable-state';
import { Spinner } from '../loading-placeholder/spinner';
import { usePortalElement } from '../theme/theme-root';
import * as styles from './combobox.css';

/** One option of a {@link Combobox}. */
export interface ComboboxOption {
  /** The value reported by `onValueChange`. */
  value: string;
  /** The visible text; typing filters on it. */
  label: string;
  /** A secondary line under the label. */
  description?: string;
  /**
   * Shown but not choosable.
   * @default false
   */
  disabled?: boolean;
}

/** Decides whether an option matches what was typed. */
export type ComboboxFilter = (option: ComboboxOption, query: string) => boolean;

/** The default filter: the label contains the typed text, ignoring case and accents. */
export const defaultComboboxFilter: ComboboxFilter = (option, query) => {
  const normalize = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  return normalize(option.label).includes(normalize(query.trim()));
};

/** Props of {@link Combobox}. */
export interface ComboboxProps {
  /** The visible label, also the input's accessible name. */
  label: ReactNode;
  /** The options (for async search, the current results). */
  options: readonly ComboboxOption[];
  /** Controlled chosen value (`null` for none). */
  value?: string | null;
  /**
   * Initial chosen value when uncontrolled.
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the chosen value, or `null` when the input is cleared. */
  onValueChange?: (value: string | null) => void;
  /** Controlled text of the input. */
  inputValue?: string;
  /** Called as the user types: fetch matching options here for async search. */
  onInputValueChange?: (text: string) => void;
  /**
   * Filters `options` by the typed text. `false` shows `options` as given (the host filters, e.g. on
   * the server); a function replaces the default label match.
   * @default true
   */
  filter?: boolean | ComboboxFilter;
  /**
   * Options are being fetched: the list shows a spinner and 'Loading'.
   * @default false
   */
  loading?: boolean;
  /**
   * Text when no option matches.
   * @default the catalogue's 'No results found'
   */
  emptyText?: ReactNode;
  /** Placeholder of the input. */
  placeholder?: string;
  /** Help text under the input. */
  description?: ReactNode;
  /** An error message: shown under the input, marks it `aria-invalid`. */
  error?: ReactNode;
  /**
   * Disables the input.
   * @default false
   */
  disabled?: boolean;
  /** Form field name of the input (submits the typed text). */
  name?: string;
  /**
   * Keep the label for assistive technology only.
   * @default false
   */
  hideLabel?: boolean;
  /** Extra class on the outer element. */
  className?: string;
  /**
   * Called when the options list is scrolled (by pointer or by keyboard) to within one option of
   * its end: load the next page of a server search here and append it to `options`.
   */
  onListEnd?: () => void;
}

/** How close to the end of the list (px) counts as its end for {@link ComboboxProps.onListEnd}. */
const LIST_END_MARGIN_PX = 40;

/**
 * A text input with a list of suggestions (WAI-ARIA combobox) on Ariakit Combobox. Typing filters the
 * options (or asks the host, for async search), arrows move through them, Enter chooses, Escape
 * closes. Leaving the input restores the chosen option's label; clearing it clears the value. The
 * list shows as `data-state="loading|empty|ready"`.
 *
 * @example
 * ```tsx
 * <Combobox label="Organization" options={orgs} value={orgId} onValueChange={setOrgId} />
 * ```
 */
export function Combobox({
  label,
  options,
  value,
  defaultValue = null,
  onValueChange,
  inputValue,
  onInputValueChange,
  filter = true,
  loading = false,
  emptyText,
  placeholder,
  description,
  error,
  disabled = false,
  name,
  hideLabel = false,
  className,
  onListEnd,
}: ComboboxProps) {
  const t = useMessage();
  const portalElement = usePortalElement();
  const [selected, setSelected] = useControllableState<string | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const labelOf = (v: string | null) => (v === null ? '' : (options.find((o) => o.value === v)?.label ?? ''));
  const [text, setText] = useControllableState({
    value: inputValue,
    defaultValue: labelOf(selected),
    onChange: onInputValueChange,
  });
  const [open, setOpen] = useControllableState({ defaultValue: false });
  const deferredText = useDeferredValue(text);
  const selectedLabel = labelOf(selected);
  // Ariakit calls setSelectedValue, then setOpen(false), in one event: read the latest values.
  const latest = useRef({ text, selectedLabel });
  latest.current = { text, selectedLabel };
  // A new value from the host (or options arriving later) shows its label while the list is closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed label should rewrite the text
  useEffect(() => {
    if (!open && latest.current.text !== selectedLabel) setText(selectedLabel);
  }, [selectedLabel]);
  const matches = useMemo(() => {
    // Showing the chosen option's label is not a search: list everything.
    if (filter === false || deferredText === '' || deferredText === selectedLabel) return options;
    const match = typeof filter === 'function' ? filter : defaultComboboxFilter;
    return options.filter((option) => match(option, deferredText));
  }, [filter, deferredText, options, selectedLabel]);
  const state = loading ? 'loading' : matches.length === 0 ? 'empty' : 'ready';

  return (
    <ListboxField description={description} error={error} className={className}>
      {(describedBy) => (
        <ComboboxProvider
          value={text}
          setValue={(next) => {
            latest.current.text = next;
            setText(next);
            if (next === '') setSelected(null);
          }}
          selectedValue={selected ?? ''}
          setSelectedValue={(next) => {
            const chosen = typeof next === 'string' ? next : (next[0] ?? '');
            const chosenLabel = options.find((o) => o.value === chosen)?.label ?? '';
            latest.current = { text: chosenLabel, selectedLabel: chosenLabel };
            setSelected(chosen === '' ? null : chosen);
            setText(chosenLabel);
          }}
          open={open}
          setOpen={(next) => {
            setOpen(next);
            // Closing without choosing puts the chosen option's label back.
            const current = latest.current;
            if (!next && current.text !== '' && current.text !== current.selectedLabel) {
              setText(current.selectedLabel);
            }
          }}
        >
          <ComboboxLabel className={hideLabel ? listbox.visuallyHidden : listbox.label}>
            {label}
          </ComboboxLabel>
          <AriakitCombobox
            name={name}
            placeholder={placeholder}
            disabled={disabled}
            autoSelect
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            data-state={open ? 'open' : 'closed'}
            className={styles.input}
          />
          <ComboboxPopover
            portalElement={portalElement}
            gutter={4}
            sameWidth
            unmountOnHide
            // Without options the popup is no listbox: it announces loading or "no results" instead.
            role={state === 'ready' ? undefined : 'status'}
            aria-busy={loading || undefined}
            data-state={state}
            className={styles.popover}
            onScroll={
              onListEnd
                ? (event) => {
                    const list = event.currentTarget;
                    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LIST_END_MARGIN_PX)
                      onListEnd();
                  }
                : undefined
            }
          >
            {state === 'loading' ? (
              <div className={styles.message}>
                <Spinner label={false} />
                {t('ui.loading')}
              </div>
            ) : state === 'empty' ? (
              <div className={styles.message}>{emptyText ?? t('ui.combobox.noResults')}</div>
            ) : (
              matches.map((option) => (
                <ComboboxItem
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  accessibleWhenDisabled
                  setValueOnClick={false}
                  aria-selected={option.value === selected}
                  className={styles.item}
                >
                  <OptionCheck />
                  <span className={styles.itemText}>
                    <span>{option.label}</span>
                    {option.description ? (
                      <span className={styles.itemDescription}>{option.description}</span>
                    ) : null}
                  </span>
                </ComboboxItem>
              ))
            )}
          </ComboboxPopover>
        </ComboboxProvider>
      )}
    </ListboxField>
  );
}
