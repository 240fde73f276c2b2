import { useMessage } from '@console/core/react';
import type { RowData } from '@tanstack/react-table';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  AnchoredTooltip,
  TABLE_CELL_TOOLTIP_HIDE_DELAY,
  TABLE_CELL_TOOLTIP_SHOW_DELAY,
} from '../tooltip/tooltip';
import * as styles from './data-table.css';
import { RowActions } from './data-table-row-actions';
import type { DataTableColumn, DataTableRowAction, DataTableValue } from './data-table-types';
import { dataTableValueText } from './data-table-values';

function defaultCellText(value: DataTableValue): string {
  if (value instanceof Date) return value.toLocaleString();
  return dataTableValueText(value);
}

/** What a body row reports to the table; one object per table, read through a ref so rows stay memoized. */
export interface RowController<TData extends RowData> {
  click(rowId: string, event: MouseEvent<HTMLElement>): void;
  keyDown(rowId: string, event: KeyboardEvent<HTMLElement>): void;
  focus(rowId: string): void;
  toggle(rowId: string, checked: boolean): void;
  runAction(action: DataTableRowAction<TData>, row: TData): void;
}

interface BodyRowProps<TData extends RowData> {
  row: TData;
  rowId: string;
  ariaRowIndex: number;
  columns: DataTableColumn<TData>[];
  selectable: boolean;
  selected: boolean;
  disabledReason: string | null;
  tabbable: boolean;
  clickable: boolean;
  actions: DataTableRowAction<TData>[] | undefined;
  hasActionsColumn: boolean;
  rowLabel: string;
  offset: number | null;
  controller: RefObject<RowController<TData>>;
}

function BodyRowImpl<TData extends RowData>({
  row,
  rowId,
  ariaRowIndex,
  columns,
  selectable,
  selected,
  disabledReason,
  tabbable,
  clickable,
  actions,
  hasActionsColumn,
  rowLabel,
  offset,
  controller,
}: BodyRowProps<TData>) {
  const t = useMessage();
  const reasonId = useId();
  const [hoverOpen, setHoverOpen] = useState(false);
  const [focusOpen, setFocusOpen] = useState(false);
  const visibleActions = actions?.filter((action) => action.isVisible?.(row) ?? true) ?? [];
  const disabled = disabledReason !== null;
  // A disabled row explains itself: a transparent layer over the row anchors the tooltip (on hover,
  // 500 ms / 250 ms, 002 §9), focus on the row shows it too, and the reason describes the row.
  const reason = disabled ? (
    <DisabledReason
      id={reasonId}
      reason={disabledReason}
      open={hoverOpen || focusOpen}
      onHoverChange={setHoverOpen}
      onHide={() => {
        setHoverOpen(false);
        setFocusOpen(false);
      }}
    />
  ) : null;
  return (
    <tr
      className={styles.bodyRow}
      tabIndex={tabbable ? 0 : -1}
      aria-rowindex={ariaRowIndex}
      aria-disabled={disabled || undefined}
      aria-describedby={disabled ? reasonId : undefined}
      data-row-id={rowId}
      data-state={disabled ? 'disabled' : 'enabled'}
      data-selected={selected}
      data-clickable={clickable && !disabled}
      style={offset === null ? undefined : { transform: `translateY(${offset}px)` }}
      onClick={(event) => controller.current.click(rowId, event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setFocusOpen(false);
          setHoverOpen(false);
        }
        controller.current.keyDown(rowId, event);
      }}
      onFocus={(event) => {
        controller.current.focus(rowId);
        if (disabled && event.target === event.currentTarget) setFocusOpen(true);
      }}
      onBlur={(event) => {
        if (event.target === event.currentTarget) setFocusOpen(false);
      }}
    >
      {selectable ? (
        <td className={styles.controlCell}>
          {reason}
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            disabled={disabled}
            tabIndex={tabbable ? 0 : -1}
            aria-label={t('ui.dataTable.selectRow', { row: rowLabel })}
            onChange={(event) => controller.current.toggle(rowId, event.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((column, index) => {
        const value = column.accessor?.(row);
        return (
          <td key={column.id} className={styles.cell} data-align={column.align}>
            {!selectable && index === 0 ? reason : null}
            {column.cell ? (
              column.cell({ row, rowId, value })
            ) : (
              <span className={styles.cellText}>{defaultCellText(value)}</span>
            )}
          </td>
        );
      })}
      {hasActionsColumn ? (
        <td className={`${styles.controlCell} ${styles.raised}`}>
          {visibleActions.length > 0 ? (
            <RowActions<TData>
              row={row}
              actions={visibleActions}
              label={t('ui.dataTable.rowActions', { row: rowLabel })}
              tabbable={tabbable}
              controller={controller}
            />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

/** One body row (memoized: a page re-renders only the rows whose props changed). */
export const BodyRow = /* @__PURE__ */ memo(BodyRowImpl) as typeof BodyRowImpl;

/**
 * Why a row is disabled: a hidden text that describes the row, and a layer over the row whose hover
 * (after 500 ms, hiding 250 ms after the pointer leaves) or the row's focus shows it as a tooltip.
 * The tooltip's Ariakit store mounts the first time it shows, so a page of disabled rows mounts none.
 */
function DisabledReason({
  id,
  reason,
  open,
  onHoverChange,
  onHide,
}: {
  id: string;
  reason: string;
  open: boolean;
  onHoverChange: (hovered: boolean) => void;
  onHide: () => void;
}) {
  const layer = useRef<HTMLSpanElement>(null);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hoverAfter = (delay: number, hovered: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onHoverChange(hovered), delay);
  };
  return (
    <>
      <span
        ref={layer}
        className={styles.disabledLayer}
        data-part="disabled-reason"
        onPointerEnter={() => hoverAfter(TABLE_CELL_TOOLTIP_SHOW_DELAY, true)}
        onPointerLeave={() => hoverAfter(TABLE_CELL_TOOLTIP_HIDE_DELAY, false)}
      />
      {mounted ? (
        <AnchoredTooltip
          anchor={layer}
          content={reason}
          open={open}
          onOpenChange={(next) => {
            if (!next) onHide();
          }}
        />
      ) : null}
      <span id={id} hidden>
        {reason}
      </span>
    </>
  );
}
