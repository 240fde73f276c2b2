import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The badge: a small pill that opens the release-status help. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: '20px',
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  letterSpacing: '0.02em',
  textTransform: 'none',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-type="beta"]': { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.info },
    '&[data-type="earlyAccess"]': {
      backgroundColor: vars.color.warningSubtle,
      borderColor: vars.color.warning,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The help text. */
export const description = style({
  margin: 0,
});

/** The known-issues link under the text. */
export const knownIssues = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  color: vars.color.link,
});

/** The feedback address. */
export const email = style({
  color: vars.color.link,
  overflowWrap: 'anywhere',
});
