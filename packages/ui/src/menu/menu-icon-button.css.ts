import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** Wraps the button and its tooltip: the tooltip is placed against it. */
export const anchor = style({ position: 'relative', display: 'inline-flex' });

/**
 * The tooltip of {@link MenuIconButton}: CSS only, the look of the Tooltip bubble. Shows 300 ms after
 * the pointer rests on the button and at once on keyboard focus; never while the menu is open or
 * opening, nor after Escape until the pointer leaves or focus moves.
 */
export const tip = style({
  position: 'absolute',
  left: '50%',
  zIndex: vars.zIndex.tooltip,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.bg,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.normal,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  transform: 'translateX(-50%)',
  opacity: 0,
  visibility: 'hidden',
  transition: 'opacity 100ms, visibility 0s 100ms',
  selectors: {
    '&[data-placement^="top"]': { bottom: `calc(100% + ${vars.space.xs})` },
    '&[data-placement^="bottom"]': { top: `calc(100% + ${vars.space.xs})` },
    // `-end`: aligned with the button's end edge, for a button at the end of a bar.
    '&[data-placement$="-end"]': { left: 'auto', insetInlineEnd: 0, transform: 'none' },
    [`${anchor}:hover > &`]: {
      opacity: 1,
      visibility: 'visible',
      transition: 'opacity 100ms 300ms, visibility 0s 300ms',
    },
    [`${anchor}:has(> :focus-visible) > &`]: {
      opacity: 1,
      visibility: 'visible',
      transition: 'opacity 100ms',
    },
    [`${anchor}[data-dismissed] > &, [aria-expanded="true"] ~ &, [data-pending] ~ &`]: { display: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
