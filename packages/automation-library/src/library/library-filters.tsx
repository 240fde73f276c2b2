import { useMessage } from '@console/core/react';
import { Button, ChevronDownIcon, Menu, MenuItemCheckbox, type MenuValues } from '@console/ui';
import {
  AUTOMATION_TYPES,
  EMPTY_FILTERS,
  LANGUAGE_FILTER_VALUES,
  type LibraryFilters,
} from './library-model';

/** A choice of a filter. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of the library's toolbar: a button naming the filter (with the number of chosen
 * values) that opens a menu of checkboxes. The DataTable's own column filters match one value per
 * cell, while an automation has several operating systems and categories, and Language is not a
 * column: so the library filters its rows itself, with the kit's Menu.
 */
function FilterMenu({
  label,
  options,
  value,
  onValueChange,
}: {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
}) {
  const t = useMessage();
  const text =
    value.length > 0
      ? t('automation.library.filter.withCount', { filter: label, count: value.length })
      : label;
  return (
    <Menu
      label={label}
      values={{ values: [...value] }}
      onValuesChange={(values: MenuValues) => {
        const next = values.values;
        onValueChange(Array.isArray(next) ? next.map(String) : []);
      }}
      trigger={
        <Button
          size="sm"
          variant={value.length > 0 ? 'secondary' : 'ghost'}
          data-active={value.length > 0 || undefined}
          aria-label={t('ui.dataTable.filterColumn', { column: text })}
        >
          {text}
          <ChevronDownIcon aria-hidden="true" width={14} height={14} />
        </Button>
      }
    >
      {options.map((option) => (
        <MenuItemCheckbox key={option.value} name="values" value={option.value}>
          {option.label}
        </MenuItemCheckbox>
      ))}
    </Menu>
  );
}

/** Props of {@link LibraryFilterBar}. */
export interface LibraryFilterBarProps {
  filters: LibraryFilters;
  onFiltersChange: (update: (previous: LibraryFilters) => LibraryFilters) => void;
  /** Whether the Language filter shows (001 §2.7, {@link isLanguageFilterShown}). */
  languageShown: boolean;
  /** The Categories filter's choices, in the library's order. */
  categoryOptions: readonly FilterOption[];
}

/** The filters of the scripts table (001 §2.7): OS, Type, Language and Categories, each multi-select. */
export function LibraryFilterBar({
  filters,
  onFiltersChange,
  languageShown,
  categoryOptions,
}: LibraryFilterBarProps) {
  const t = useMessage();
  const filter = (key: keyof LibraryFilters, label: string, options: readonly FilterOption[]) => (
    <FilterMenu
      label={label}
      options={options}
      value={filters[key]}
      onValueChange={(value) => onFiltersChange((previous) => ({ ...previous, [key]: value }))}
    />
  );
  const anyFilter = Object.values(filters).some((values) => values.length > 0);
  return (
    <>
      {filter(
        'os',
        t('automation.library.filter.os'),
        (['Windows', 'Mac', 'Linux'] as const).map((os) => ({ value: os, label: t(`automation.os.${os}`) })),
      )}
      {filter(
        'type',
        t('automation.library.filter.type'),
        AUTOMATION_TYPES.map((type) => ({ value: type, label: t(`automation.type.${type}`) })),
      )}
      {languageShown
        ? filter(
            'language',
            t('automation.library.filter.language'),
            LANGUAGE_FILTER_VALUES.map((language) => ({
              value: language,
              label: t(`automation.language.${language as 'powershell'}`),
            })),
          )
        : null}
      {filter('categories', t('automation.library.filter.categories'), categoryOptions)}
      {anyFilter ? (
        <Button size="sm" variant="link" onClick={() => onFiltersChange(() => ({ ...EMPTY_FILTERS }))}>
          {t('automation.library.filter.clear')}
        </Button>
      ) : null}
    </>
  );
}
