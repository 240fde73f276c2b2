import { type Endpoints, type OrganizationPickerItem, routes } from '@console/core';
import { useMessage } from '@console/core/react';
import { Combobox } from '@console/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchedChoice } from '../internal/use-searched-choice';

/** Props of {@link useOrganizationPicker}. */
export interface UseOrganizationPickerOptions {
  /** The chosen organization id (controlled); `null` for none. */
  value?: number | null;
  /**
   * The organization chosen first when uncontrolled.
   * @default null
   */
  defaultValue?: number | null;
  /** Called with the chosen organization (and its locations), or `null` when cleared. */
  onValueChange?: (id: number | null, organization: OrganizationPickerItem | null) => void;
  /**
   * Load only while true (a closed dialog loads nothing).
   * @default true
   */
  enabled?: boolean;
}

/** What {@link useOrganizationPicker} returns: the state a custom view needs. */
export interface OrganizationPickerState {
  value: number | null;
  /** Choose by id (`null` clears). */
  setValue: (id: number | null) => void;
  /** The typed search text. */
  search: string;
  setSearch: (text: string) => void;
  /** The pages of matches loaded so far (50 each), with the chosen one kept in. */
  organizations: readonly OrganizationPickerItem[];
  /** Every match on the server. */
  total: number;
  loading: boolean;
  error: boolean;
  /** Whether the server has matches beyond the pages loaded. */
  hasMore: boolean;
  /** Loads the next page of 50 (the picker calls it when its list is scrolled to the end). */
  loadMore: () => void;
}

/**
 * The organization picker's state (001 §5, §7.2): `GET /query/organizations`, paged by 50 (the
 * next page on `loadMore`) and searched by name on the server. The chosen organization stays
 * listed while another search runs.
 * @example const picker = useOrganizationPicker({ onValueChange: (id) => setOrgId(id) });
 */
export function useOrganizationPicker(options: UseOrganizationPickerOptions = {}): OrganizationPickerState {
  const { items, ...choice } = useSearchedChoice<Endpoints['query']['organizations'], OrganizationPickerItem>(
    routes.query.organizations,
    (text, page) => ({ query: { page, search: text } }),
    options,
  );
  return { ...choice, organizations: items };
}

/** Props of {@link OrganizationPicker}. */
export interface OrganizationPickerProps extends UseOrganizationPickerOptions {
  /**
   * The field label.
   * @default the catalogue's 'Organization'
   */
  label?: ReactNode;
  /**
   * The organization is required (001 §5): leaving the field empty, or clearing it, shows
   * 'Required'.
   * @default true
   */
  required?: boolean;
  /** Called when focus leaves the picker (a form marks the field touched). */
  onBlur?: () => void;
  /** An error from the host's form, shown instead of the picker's own. */
  error?: ReactNode;
  /**
   * Disables the picker.
   * @default false
   */
  disabled?: boolean;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * The organization picker (001 §2.6, §5, §7.2): a combobox over `GET /query/organizations`, the
 * matches of a server search by name 50 at a time (the next 50 load when the list is scrolled to
 * its end), 'Required' once left empty.
 * @example <OrganizationPicker value={orgId} onValueChange={(id) => setOrgId(id)} />
 */
export function OrganizationPicker({
  label,
  required = true,
  error,
  disabled = false,
  className,
  onBlur,
  ...options
}: OrganizationPickerProps) {
  const t = useMessage();
  // Left empty once (blurred or cleared): 'Required' shows from then on.
  const [touched, setTouched] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const leave = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      setTouched(true);
      onBlurRef.current?.();
    };
    element.addEventListener('focusout', leave);
    return () => element.removeEventListener('focusout', leave);
  }, []);
  const picker = useOrganizationPicker({
    ...options,
    onValueChange: (id, organization) => {
      if (id === null) setTouched(true);
      options.onValueChange?.(id, organization);
    },
  });
  const comboboxOptions = useMemo(
    () => picker.organizations.map((item) => ({ value: String(item.id), label: item.name })),
    [picker.organizations],
  );
  const more = picker.total > picker.organizations.length;
  const ownError = picker.error
    ? t('pickers.organization.error')
    : required && touched && picker.value === null
      ? t('pickers.required')
      : undefined;
  return (
    // The options list is portaled but keeps focus on the input: focus leaving this element is
    // the user leaving the field.
    <div ref={root} className={className}>
      <Combobox
        label={label ?? t('pickers.organization.label')}
        options={comboboxOptions}
        value={picker.value === null ? null : String(picker.value)}
        onValueChange={(next) => picker.setValue(next === null ? null : Number(next))}
        onInputValueChange={picker.setSearch}
        filter={false}
        loading={picker.loading}
        placeholder={t('pickers.organization.placeholder')}
        description={
          more
            ? t('pickers.organization.more', { shown: picker.organizations.length, total: picker.total })
            : undefined
        }
        error={error ?? ownError}
        disabled={disabled}
        onListEnd={picker.loadMore}
      />
    </div>
  );
}
