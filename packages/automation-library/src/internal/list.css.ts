import { style } from '@vanilla-extract/css';

/** A list without bullets or indent, its items stacked (the script picker's, the uploads', the parameters'). */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
