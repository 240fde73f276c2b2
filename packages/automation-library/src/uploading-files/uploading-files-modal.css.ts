import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';
import { plainList } from '../internal/list.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const list = style([plainList, { gap: vars.space.sm }]);
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const line = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});
export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});
export const size = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const status = style({
  minWidth: '64px',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${item}[data-state="failed"] &`]: { color: vars.color.danger } },
});
export const bar = style({
  width: '100%',
  height: '6px',
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.primary,
  accentColor: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { backgroundColor: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { backgroundColor: vars.color.primary, transition: 'width 120ms' },
    '&::-moz-progress-bar': { backgroundColor: vars.color.primary },
  },
});
