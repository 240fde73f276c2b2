import type { DataTableValue } from './data-table-types';

const collator = /* @__PURE__ */ new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The text a value filters and searches by: ISO for dates, empty for null.
 * @example
 * dataTableValueText(null) // ''
 * dataTableValueText(42) // '42'
 */
export function dataTableValueText(value: DataTableValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Ascending comparison of two cell values: numbers and dates numerically, booleans false first,
 * text with a numeric-aware collator (so 'PC-2' comes before 'PC-10'); empty values last.
 * @example
 * ['PC-10', 'PC-2'].sort(compareDataTableValues) // ['PC-2', 'PC-10']
 */
export function compareDataTableValues(a: DataTableValue, b: DataTableValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(dataTableValueText(a), dataTableValueText(b));
}
