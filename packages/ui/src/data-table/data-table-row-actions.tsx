import type { RowData } from '@tanstack/react-table';
import type { RefObject } from 'react';
import * as buttonStyles from '../button/button.css';
import { MoreIcon } from '../internal/icons';
import { Menu, MenuItem } from '../menu/menu';
import type { RowController } from './data-table-row';
import type { DataTableRowAction } from './data-table-types';

// The kebab is a plain button styled as a small ghost IconButton without its tooltip (which would
// only repeat the accessible name): a page of 50 Ariakit buttons weighed on the table's first paint.
const KEBAB_CLASS = [
  buttonStyles.button({ variant: 'ghost', size: 'sm', iconOnly: true }),
  buttonStyles.disabled({ link: false }),
].join(' ');

/**
 * A row's kebab menu. The kit's {@link Menu} mounts on first use, so until a row's menu is opened
 * (click, Enter, Space, ArrowDown or ArrowUp on its button) the row renders only this plain button,
 * with `aria-haspopup`, `aria-expanded` and the roving `tabIndex`: a page of rows mounts no Ariakit
 * button, store or popup.
 */
export function RowActions<TData extends RowData>({
  row,
  actions,
  label,
  tabbable,
  controller,
}: {
  row: TData;
  actions: DataTableRowAction<TData>[];
  label: string;
  tabbable: boolean;
  controller: RefObject<RowController<TData>>;
}) {
  return (
    <Menu
      label={label}
      placement="bottom-end"
      trigger={
        <button
          type="button"
          className={KEBAB_CLASS}
          data-variant="ghost"
          data-size="sm"
          aria-label={label}
          tabIndex={tabbable ? 0 : -1}
        >
          <span className={buttonStyles.icon}>
            <MoreIcon />
          </span>
        </button>
      }
    >
      <RowActionItems<TData> row={row} actions={actions} controller={controller} />
    </Menu>
  );
}

function RowActionItems<TData extends RowData>({
  row,
  actions,
  controller,
}: {
  row: TData;
  actions: DataTableRowAction<TData>[];
  controller: RefObject<RowController<TData>>;
}) {
  return (
    <>
      {actions.map((action) => (
        <MenuItem
          key={action.id}
          disabled={action.isDisabled?.(row) ?? false}
          onSelect={() => controller.current.runAction(action, row)}
        >
          {action.label}
        </MenuItem>
      ))}
    </>
  );
}
