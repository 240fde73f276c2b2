import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

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
