import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The rotating ring. */
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  color: 'currentColor',
  animation: `${rotate} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

/** The spinner with its visible label beside it. */
export const labelled = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
