/**
 * Layout of the automation forms. The one control @console/ui has no component for (the parameter
 * input) takes the kit's own control class from its Field (`controlClassName`).
 */
import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';
import { plainList } from './list.css';

/** Fields stacked with the form's rhythm. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A fieldset that only groups (a form disabled while it saves, a list of checkboxes): no frame. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

/** Fields side by side on wide dialogs, stacked on narrow ones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
});

/** A control and its button on one line. */
export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** A chosen item shown as a line: a script, a parameter. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.density.controlHeight,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
  minWidth: 0,
});

/** An {@link item} that is also a fieldset (a chosen script with its buttons). */
export const itemGroup = style([item, { margin: 0 }]);

/** The main text of an {@link item}, cut with an ellipsis. */
export const itemText = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Secondary text of an {@link item}. */
export const itemMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

/** The preset parameters, scrolling past a few lines. */
export const itemList = style([plainList, { gap: vars.space.xxs, maxHeight: '168px', overflowY: 'auto' }]);

/** A parameter is shown as typed, in the code font. */
export const code = style({ fontFamily: vars.font.mono });

/** A note under a field group (the MSI silent arguments). */
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The icon's picture beside its file. */
export const iconPreview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The icon image, at most its 32 x 32 pixels. */
export const iconImage = style({ width: '32px', height: '32px', objectFit: 'contain' });

/** The text of an image that could not be read. */
export const iconError = style({ color: vars.color.danger });

/** The required mark of a label the kit's Field does not draw (the Select's). */
export const asterisk = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
  marginInlineStart: vars.space.xxs,
});

/** A column of checkboxes. */
export const checks = style([fieldset, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);
