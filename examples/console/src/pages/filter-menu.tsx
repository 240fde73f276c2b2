import { Button, ChevronDownIcon, Menu, MenuItemRadio } from '@console/ui';

/** One choice of a {@link FilterMenu}. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Props of {@link FilterMenu}. */
export interface FilterMenuProps {
  /** The filter's name, e.g. "Organization". */
  label: string;
  /** The choices; the first one is "all". */
  options: readonly FilterOption[];
  value: string;
  onValueChange: (value: string) => void;
}

/** A single-select filter as a menu button: "Organization: All organizations". */
export function FilterMenu({ label, options, value, onValueChange }: FilterMenuProps) {
  const current = options.find((option) => option.value === value) ?? options[0];
  return (
    <Menu
      label={label}
      values={{ [label]: value }}
      onValuesChange={(values) => {
        const next = values[label];
        if (typeof next === 'string' && next !== value) onValueChange(next);
      }}
      trigger={
        <Button icon={<ChevronDownIcon />} data-filter={label}>{`${label}: ${current?.label ?? ''}`}</Button>
      }
    >
      {options.map((option) => (
        <MenuItemRadio key={option.value} name={label} value={option.value} hideOnSelect>
          {option.label}
        </MenuItemRadio>
      ))}
    </Menu>
  );
}
