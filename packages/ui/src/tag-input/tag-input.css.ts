import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The tag input's root. */
export const root = style({
  width: '100%',
});

/** The frame around the tags and the text input; grows as tags wrap. */
export const frame = style({
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  cursor: 'text',
});

/** The list of tags (a plain list for assistive technology). */
export const list = style({
  display: 'contents',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** One tag. */
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: '24px',
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    '[data-disabled] &': { color: vars.color.textDisabled, paddingInlineEnd: vars.space.sm },
  },
});

/** The tag's text, cut with an ellipsis when long. */
export const tagText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The tag's remove button, smaller than a regular icon button. */
export const remove = style({
  selectors: {
    [`${tag} &`]: {
      width: '20px',
      minHeight: '20px',
      height: '20px',
      fontSize: vars.font.size.xs,
      borderRadius: vars.radius.sm,
    },
  },
});

/** The text input after the tags. */
export const input = style({
  flexBasis: '8rem',
  minHeight: '26px',
  height: 'auto',
});
