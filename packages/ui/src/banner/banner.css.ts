import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract';

/** The banner box; the tone sets its subtle background and edge. */
export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.info },
      success: { backgroundColor: vars.color.successSubtle, borderColor: vars.color.success },
      warning: { backgroundColor: vars.color.warningSubtle, borderColor: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSubtle, borderColor: vars.color.danger },
    },
  },
});

/** The tone icon. */
export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, fontSize: '1.25em', paddingBlockStart: '1px' },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

/** Title, text and actions. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
});

/** The bold first line. */
export const title = style({ fontWeight: vars.font.weight.bold });

/** The action row. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});
