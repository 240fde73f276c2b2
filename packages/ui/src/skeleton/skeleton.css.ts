import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** The skeleton's outer element (the status). */
export const skeleton = style({
  display: 'block',
});

/** One loading row: grey bars side by side. */
export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
});

/** One grey bar inside a row. */
export const skeletonBar = style({
  display: 'block',
  height: '0.75em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
