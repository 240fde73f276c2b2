import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract';

/** The fixed stack in the bottom-right corner. */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  width: 'min(400px, calc(100vw - 32px))',
  pointerEvents: 'none',
  backgroundColor: 'transparent',
});

/** One toast; the tone colours its edge and icon. */
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    padding: vars.space.md,
    paddingInlineEnd: vars.space.sm,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
});

/** The tone icon. */
export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, fontSize: '1.25em', paddingBlockStart: '1px' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
});

/** Title and message. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

/** The bold first line. */
export const title = style({ fontWeight: vars.font.weight.bold });

/** The message text. */
export const message = style({ overflowWrap: 'anywhere' });
