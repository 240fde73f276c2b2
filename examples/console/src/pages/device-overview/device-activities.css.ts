import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

/** A job's output under its activity line: monospaced, wrapped, at most a few lines high. */
export const output = style({
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  maxHeight: '8rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});
