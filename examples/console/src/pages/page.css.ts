import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const pageHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, margin: 0 });

export const subtitle = style({ color: vars.color.textMuted, margin: 0 });

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  margin: 0,
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const statValue = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, margin: 0 });

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.md });

export const th = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const muted = style({ color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const fieldList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, max-content) 1fr',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  margin: 0,
});

export const fieldName = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const fieldValue = style({ margin: 0, overflowWrap: 'anywhere' });

/**
 * One value of a list (an IP or MAC address): moved to the next line whole rather than broken,
 * and broken only when it is wider than its cell by itself.
 */
export const unbroken = style({ display: 'inline-block', maxWidth: '100%' });

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.textDisabled,
    },
    '&[data-state="online"]::before': { backgroundColor: vars.color.success },
    '&[data-state="offline"]::before': { backgroundColor: vars.color.danger },
  },
});

export const notice = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
});

export const errorText = style({ color: vars.color.danger });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const spacer = style({ marginLeft: 'auto', display: 'flex', gap: vars.space.sm });

export const fieldRow = style({ display: 'contents' });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const wide = style({ gridColumn: '1 / -1' });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A grid of wider cards (tables inside). */
export const wideGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

/** Lets a table scroll sideways inside a narrow card instead of overflowing it. */
export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const searchField = style({ width: 320, maxWidth: '100%' });

export const breadcrumbs = style({ marginBottom: vars.space.xs });
