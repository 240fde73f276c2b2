import { vars } from '@console/ui/theme-contract';
import { keyframes, style } from '@vanilla-extract/css';

/** The plus button with its guide beside it. */
export const root = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The guide tooltip 'Task: Add a device', pointing at the plus button until its first click. */
export const guide = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  animation: `${appear} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      bottom: '100%',
      insetInlineEnd: vars.space.sm,
      borderWidth: 6,
      borderStyle: 'solid',
      borderColor: `transparent transparent ${vars.color.primary} transparent`,
    },
  },
});
