import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The file drop's root. */
export const root = style({
  width: '100%',
});

/** The drop zone; `data-state="idle|dragging|invalid"`. */
export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '120px',
  minInlineSize: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transition: 'border-color 120ms, background-color 120ms',
  selectors: {
    '&[data-state="dragging"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primarySubtle,
    },
    '&[data-state="invalid"]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      backgroundColor: vars.color.surfaceSunken,
    },
  },
});

/** The upload icon. */
export const icon = style({
  display: 'inline-flex',
  fontSize: '28px',
  color: vars.color.textMuted,
});

/** The prompt line. */
export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

/** The list of chosen files. */
export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One chosen file. */
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  fontSize: vars.font.size.sm,
});

/** The file's name, cut with an ellipsis. */
export const fileName = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The file's size. */
export const fileSize = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
