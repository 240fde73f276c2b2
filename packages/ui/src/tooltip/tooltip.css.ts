import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The tooltip bubble: inverse colours, small text, never wider than a short sentence. */
export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '320px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.bg,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 100ms',
  selectors: {
    '&[data-enter]': { opacity: 1 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
