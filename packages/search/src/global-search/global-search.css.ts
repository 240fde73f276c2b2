import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The widget root: the box and its popover. Hosts size it (`width`) on their own wrapper. */
export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  minWidth: '200px',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
});

/** The search box: icon, filter tag, input and the `/` key hint. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.density.controlHeight,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  cursor: 'text',
  selectors: {
    '&:focus-within': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-1px',
      borderColor: vars.color.focus,
    },
  },
});

export const searchIcon = style({ flex: 'none', color: vars.color.textMuted, display: 'inline-flex' });

/** The removable tag of the active filter. */
export const tag = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '45%',
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const tagText = style({ overflow: 'hidden', textOverflow: 'ellipsis', paddingBlock: '2px' });

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
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
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

/** The `/` hint at the end of the box. */
export const keyHint = style({
  flex: 'none',
  minWidth: '1.5em',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  lineHeight: vars.font.lineHeight.normal,
});

/**
 * The popover: 420 px with results, 200 px with the alert, automatic while loading or showing
 * recent searches (001 §2.1, §9). The state is on `data-state`.
 */
export const popover = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  width: 'max(100%, min(520px, calc(100vw - 16px)))',
  maxHeight: 'calc(100vh - 80px)',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="results"]': { height: '420px' },
    '&[data-state="empty"], &[data-state="error"]': { height: '200px' },
    '&[data-state="loading"], &[data-state="recent"]': { height: 'auto' },
  },
});

/** The row with the filter dropdown. */
export const toolbar = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The portaled filter menu (counted as inside the widget). */
export const filterMenu = style({ minWidth: '200px' });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xs,
});

export const group = style({ display: 'flex', flexDirection: 'column' });

export const groupHeading = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/** A result or recent search row. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.density.rowHeight,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  scrollMarginBlock: vars.space.xs,
  selectors: {
    '&[data-active]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const optionMain = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' });

export const optionName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const optionMeta = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** Space around the error banner inside the popover. */
export const errorBanner = style({ margin: vars.space.xs });

/** The 'No results found' alert. */
export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
});

export const alertTitle = style({ fontWeight: vars.font.weight.bold, margin: 0 });

export const alertText = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.sm });

export const alertLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const empty = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: 0,
});

export const footer = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const footerLink = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
