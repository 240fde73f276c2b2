import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The list's root. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '420px',
});

/** The quick-dial buttons. */
export const quickDial = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** A quick-dial button; the pressed one is tinted (text colour unchanged, so contrast holds). */
export const quickDialButton = style({
  selectors: {
    [`${quickDial} &[aria-pressed="true"]`]: {
      backgroundColor: vars.color.primarySubtle,
      borderColor: vars.color.primary,
      color: vars.color.text,
    },
  },
});

/** The listbox: at most 240 px high, scrolling (002 §9). */
export const list = style({
  maxHeight: '240px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  paddingBlock: vars.space.xxs,
});

/** A section heading inside the list. */
export const groupLabel = style({
  position: 'sticky',
  top: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** One zone. */
export const option = style({
  display: 'grid',
  gridTemplateColumns: '1rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.density.controlHeight,
  paddingInline: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-active-item]': {
      backgroundColor: vars.color.surfaceHover,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceSelected,
      fontWeight: vars.font.weight.medium,
    },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The check mark of the selected zone. */
export const check = style({
  display: 'inline-flex',
  color: vars.color.primary,
});

/** Name and region of a zone. */
export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.font.lineHeight.tight,
  paddingBlock: vars.space.xxs,
});

/** The region under the name. */
export const region = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.normal,
});

/** The UTC offset. */
export const offset = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.normal,
});

/** Shown when the search finds nothing. */
export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

/** The 'Show More / Show Less Locations' toggle row. */
export const toggle = style({
  alignSelf: 'flex-start',
});
