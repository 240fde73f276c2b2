import { style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from '../shell/shell.css';

export const layout = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
});

export const content = style({ flex: 1, minWidth: 0, display: 'flex' });
