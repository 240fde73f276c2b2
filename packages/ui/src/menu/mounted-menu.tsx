import * as Ariakit from '@ariakit/react/menu';
import { useCallback, useMemo } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import type { MenuProps } from './menu';
import { MenuOptionsContext, MenuPopup } from './menu-popup';
import { MenuStoreWiring } from './menu-store-wiring';
import type { MenuWiring } from './menu-trigger';
import type { MenuPlacement, MenuValues } from './menu-types';

/** Treats an absent value, `false` and `[]` alike so mounting checkbox items reports no change. */
function isEmptyValue(value: MenuValues[string] | undefined): boolean {
  return value === undefined || value === false || (Array.isArray(value) && value.length === 0);
}

function sameValues(a: MenuValues, b: MenuValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (isEmptyValue(x) && isEmptyValue(y)) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((item, index) => item !== y[index])) return false;
      continue;
    }
    if (x !== y) return false;
  }
  return true;
}

/** Props of {@link MountedMenu}: the menu's own props and what its trigger hands it. */
export interface MountedMenuProps
  extends Omit<MenuProps, 'trigger' | 'open' | 'defaultOpen' | 'onOpenChange'> {
  placement: MenuPlacement;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  wiring: MenuWiring;
  menuId: string;
}

/**
 * The part of a menu mounted on first use: the Ariakit store, the values and the popup. `Menu`
 * imports it, `LazyMenu` loads it with `import()` on the first intent to use it.
 */
export function MountedMenu({
  label,
  children,
  blockTab = false,
  values,
  defaultValues,
  onValuesChange,
  placement,
  className,
  isOpen,
  setOpen,
  wiring,
  menuId,
}: MountedMenuProps) {
  const [currentValues, setCurrentValues] = useControllableState<MenuValues>({
    value: values,
    defaultValue: defaultValues ?? NO_VALUES,
    onChange: onValuesChange,
  });
  const setValues = useCallback(
    (next: MenuValues) => {
      setCurrentValues((previous) => (sameValues(previous, next) ? previous : next));
    },
    [setCurrentValues],
  );
  const options = useMemo(() => ({ blockTab }), [blockTab]);
  return (
    <MenuOptionsContext.Provider value={options}>
      <Ariakit.MenuProvider
        open={isOpen}
        setOpen={setOpen}
        values={currentValues}
        setValues={setValues}
        placement={placement}
      >
        <MenuStoreWiring wiring={wiring} setOpen={setOpen} />
        <MenuPopup id={menuId} label={label} className={className} gutter={4} portal>
          {children}
        </MenuPopup>
      </Ariakit.MenuProvider>
    </MenuOptionsContext.Provider>
  );
}

const NO_VALUES: MenuValues = {};
