import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.family,
  minWidth: 0,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  flex: 1,
});

export const spacer = style({ flex: 1 });

/** A tab's content: an error banner over its table. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** A cell's text, cut with an ellipsis. */
export const cellText = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nameText = style([cellText, { fontWeight: vars.font.weight.medium, color: vars.color.text }]);

/** The scan state and its hint on one line. */
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: '20px',
  selectors: {
    '&[data-state="PROCESSING"]': { backgroundColor: vars.color.infoSubtle, color: vars.color.text },
    '&[data-state="INFECTED"]': { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
    '&[data-state="FAILED"]': { backgroundColor: vars.color.warningSubtle, color: vars.color.text },
    '&[data-state="SUCCESS"]': { backgroundColor: vars.color.successSubtle, color: vars.color.text },
  },
});

export const hint = style([cellText, { color: vars.color.textMuted, fontSize: vars.font.size.xs }]);
