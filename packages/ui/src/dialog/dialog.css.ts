import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract';

/** The dimmed layer behind a dialog. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  opacity: 0,
  transition: 'opacity 120ms',
  selectors: { '&[data-enter]': { opacity: 1 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The dialog box, centred, sized by `size`. */
export const dialog = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetBlockStart: '50%',
    insetInlineStart: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 32px)',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
      xl: { maxWidth: '1040px' },
      fullscreen: {
        insetBlockStart: 0,
        insetInlineStart: 0,
        transform: 'none',
        width: '100vw',
        height: '100vh',
        maxWidth: 'none',
        maxHeight: 'none',
        borderRadius: 0,
        border: 'none',
      },
    },
  },
  defaultVariants: { size: 'md' },
});

/** Title row with the close button. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: `${vars.space.lg} ${vars.space.sm}`,
  paddingInline: vars.space.xl,
});

/** The dialog's heading. */
export const title = style({
  flex: '1 1 auto',
  margin: 0,
  paddingBlockStart: vars.space.xxs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The close button, pulled into the header's corner. */
export const close = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

/** The optional description under the title. */
export const description = style({
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
});

/** The scrollable body. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
});

/** The action row. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: `${vars.space.md} ${vars.space.lg}`,
  paddingInline: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
