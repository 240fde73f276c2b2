/** The theme contract alone (no CSS): for widget packages' own `.css.ts` files. */
export { vars } from './theme/contract';
