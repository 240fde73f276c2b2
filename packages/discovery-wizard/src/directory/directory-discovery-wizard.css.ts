import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The wizard's dialog box. */
export const root = style({ fontFamily: vars.font.family });

/** The body of a step. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  minHeight: 0,
});

/** Two columns: the tree and the path fields. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  minHeight: 0,
  flex: 1,
});

/** A column. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0 });

/** The OU tree's frame. */
export const tree = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  margin: 0,
  overflow: 'auto',
  flex: 1,
  minHeight: 200,
});

/** A group of child OUs (the root's group not indented). */
export const treeGroup = style({
  listStyle: 'none',
  margin: 0,
  paddingLeft: 20,
  selectors: { '&[data-root="true"]': { paddingLeft: 0 } },
});

/** One OU row. */
export const treeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, minHeight: 30 });

/** The expand toggle (or its place). */
export const treeToggle = style({
  width: 24,
  height: 24,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  padding: 0,
  font: 'inherit',
  selectors: { '&[data-leaf="true"]': { visibility: 'hidden' } },
});

/** An OU's name (selects it). */
export const treeLabel = style({
  border: 'none',
  background: 'none',
  color: vars.color.text,
  textAlign: 'left',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primarySubtle, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

/** A status line (checking, valid, invalid, conflict). */
export const notice = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-tone="danger"]': { color: vars.color.dangerText },
    '&[data-tone="success"]': { color: vars.color.text },
  },
});

/** A row of controls. */
export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** The deployment rows. */
export const deployment = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
});

/** The footer. */
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  width: '100%',
});

/** The footer's first button, pushed left. */
export const footerStart = style({ marginRight: 'auto' });

/** A dialog's form body. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
