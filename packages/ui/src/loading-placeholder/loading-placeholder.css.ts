import { keyframes, style } from '@vanilla-extract/css';
import * as hidden from '../internal/visually-hidden.css';
import { vars } from '../theme/contract';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** The skeleton block: lines of grey bars. */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

/** One bar; the last one is shorter, like the end of a paragraph. */
export const line = style({
  height: '12px',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The centred spinner variant. */
export const spinner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingBlock: vars.space.lg,
  fontSize: vars.font.size.lg,
});

/** Read by assistive technology only. */
export const visuallyHidden = hidden.visuallyHidden;
