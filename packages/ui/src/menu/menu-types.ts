/** The values of a menu's checkbox and radio items, by item `name`. */
export type MenuValues = Record<string, string | boolean | number | ReadonlyArray<string | number>>;

/** Where a menu opens relative to its trigger. */
export type MenuPlacement =
  | 'bottom-start'
  | 'bottom'
  | 'bottom-end'
  | 'top-start'
  | 'top'
  | 'top-end'
  | 'right-start'
  | 'left-start';
