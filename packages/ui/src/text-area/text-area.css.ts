import { style } from '@vanilla-extract/css';
import { control } from '../field/field.css';
import { vars } from '../theme/contract';

/** The text area's root: fills its container unless the host sets a width. */
export const root = style({
  width: '100%',
});

/**
 * The `<textarea>`: the kit's control box (composed, so these rules come after its own) in block
 * layout, with room above and below the text, its height from `rows`, and only the vertical resize
 * handle.
 */
export const textarea = style([
  control,
  {
    display: 'block',
    paddingBlock: vars.space.xs,
    lineHeight: vars.font.lineHeight.normal,
    fontFamily: 'inherit',
    resize: 'vertical',
  },
]);
