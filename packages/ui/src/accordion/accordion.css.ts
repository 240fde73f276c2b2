import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The list of sections. */
export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

/** One section (heading plus content). */
export const section = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

/** The heading element around the toggle. */
export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

/** The toggle button filling the heading. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.density.rowHeight,
  paddingInline: vars.space.md,
  border: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&:disabled, &[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The chevron, turned down when open. */
export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 120ms',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The section's content. */
export const content = style({ padding: vars.space.md, backgroundColor: vars.color.surfaceRaised });
