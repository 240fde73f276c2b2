import { vars } from '@console/ui/theme-contract';
import { keyframes, style } from '@vanilla-extract/css';

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** One skeleton loading row (001 §2.1: 3 by default). */
export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
});

/** A grey bar inside a skeleton row. */
export const skeletonBar = style({
  display: 'block',
  height: '0.75em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A text button that looks like a link. */
export const linkButton = style({
  display: 'inline',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The type label of a result row. */
export const typeBadge = style({
  flex: 'none',
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

/** The matched value inside the "Label: value" text. */
export const matchValue = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});
