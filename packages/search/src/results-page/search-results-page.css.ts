import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The search form: input, filter dropdown, Search button. */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const inputBox = style({
  flex: '1 1 320px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '640px',
  height: vars.density.controlHeight,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-within': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-1px',
      borderColor: vars.color.focus,
    },
  },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const filterMenu = style({ minWidth: '200px' });

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const headCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const groupCell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textAlign: 'start',
});

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
  },
});

export const cell = style({
  height: vars.density.rowHeight,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  fontSize: vars.font.size.sm,
  selectors: { [`${row}:last-child &`]: { borderBottom: 'none' } },
});

export const nameButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const muted = style({ color: vars.color.textMuted });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  backgroundColor: vars.color.infoSubtle,
});

export const alertTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const alertText = style({ margin: 0, fontSize: vars.font.size.sm });

export const alertLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const placeholder = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });
