/** Layout shared by the Add menu's own dialogs. */
import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** Fields stacked with the form's rhythm. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The action row of a form dialog. */
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

/** A muted note. */
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** A plain list without bullets. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A preformatted value (a token, a command) that wraps. */
export const code = style({
  margin: 0,
  padding: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

/** A value with its copy button beside it. */
export const copyRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/** A caption over a value. */
export const caption = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
