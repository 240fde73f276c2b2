import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const chart = style({ width: '100%', height: 'auto', maxHeight: 220, display: 'block' });
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisLabel = style({ fill: vars.color.textMuted, fontSize: 12 });
export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});
export const down = style({ fill: vars.color.danger });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
export const tableWrap = style({ minWidth: 0, overflowWrap: 'anywhere' });
