import { style } from '@vanilla-extract/css';
import { choiceInputStyle } from '../checkbox/choice-input';
import { vars } from '../theme/contract';

/** The dot of the picked radio. */
const dotRadius = '3px';

/** The choices: stacked (`data-orientation="vertical"`) or on one wrapping line. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

/**
 * The native `<input type="radio">`, drawn as a circle (`appearance: none`) like the checkbox box,
 * so it keeps native form and label behaviour; the picked one is filled with a dot in its middle.
 */
export const radio = style(
  choiceInputStyle({
    borderRadius: vars.radius.full,
    picked: [':checked'],
    invalid: '[aria-invalid="true"] &',
    pickedExtra: {
      backgroundImage: `radial-gradient(circle, ${vars.color.primaryText} 0 ${dotRadius}, transparent calc(${dotRadius} + 0.5px))`,
    },
    disabledPickedExtra: {
      backgroundImage: `radial-gradient(circle, ${vars.color.bg} 0 ${dotRadius}, transparent calc(${dotRadius} + 0.5px))`,
    },
  }),
);
