import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.family,
  minWidth: 0,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  flex: 1,
});

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const search = style({
  minHeight: vars.density.controlHeightSm,
  minWidth: '220px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const spacer = style({ flex: 1 });

export const tableWrap = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  tableLayout: 'auto',
});

export const th = style({
  position: 'sticky',
  top: 0,
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  padding: `0 ${vars.space.sm}`,
  height: vars.density.rowHeight,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: 'none',
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const sortIcon = style({
  display: 'inline-flex',
  opacity: 0.35,
  transition: 'transform 120ms',
  selectors: {
    '&[data-direction="asc"]': { opacity: 1, transform: 'rotate(180deg)' },
    '&[data-direction="desc"]': { opacity: 1 },
  },
});

export const tr = style({
  height: vars.density.rowHeight,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:last-child': { borderBlockEnd: 'none' },
  },
});

export const td = style({
  padding: `0 ${vars.space.sm}`,
  maxWidth: '360px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actionsCell = style({ width: '52px', textAlign: 'end', paddingInlineEnd: vars.space.xs });

export const nameText = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });

export const message = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: '20px',
  selectors: {
    '&[data-state="PROCESSING"]': { backgroundColor: vars.color.infoSubtle, color: vars.color.text },
    '&[data-state="INFECTED"]': { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
    '&[data-state="FAILED"]': { backgroundColor: vars.color.warningSubtle, color: vars.color.text },
    '&[data-state="SUCCESS"]': { backgroundColor: vars.color.successSubtle, color: vars.color.text },
  },
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  marginInlineStart: vars.space.xs,
});

/** The row's actions button before its menu mounts: looks like the kit's ghost icon button. */
export const kebab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.density.controlHeightSm,
  height: vars.density.controlHeightSm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
