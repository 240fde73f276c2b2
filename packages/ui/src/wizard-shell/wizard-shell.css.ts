import { style } from '@vanilla-extract/css';
import * as frame from '../internal/shell-frame.css';
import { vars } from '../theme/contract';

/** The wizard: header, step bar, body, footer. */
export const shell = frame.frame;

/** The title bar. */
export const header = frame.header;

/** The title. */
export const title = frame.title;

/** The step bar. */
export const stepBar = style({
  flexShrink: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflowX: 'auto',
});

/** The ordered steps. */
export const steps = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One step and the connector after it. */
export const stepItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      display: 'block',
      width: '24px',
      height: '1px',
      backgroundColor: vars.color.borderStrong,
    },
  },
});

/** A step's button: number badge and label; the state shows in `data-state`. */
export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.density.controlHeight,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.normal,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: 'normal',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="current"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
      cursor: 'default',
    },
    '&[data-state="complete"]': { color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-state="disabled"]': { color: vars.color.textDisabled },
  },
});

/** The number badge of a step. */
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    [`${step}[data-state="complete"] &`]: {
      backgroundColor: vars.color.primarySubtle,
      borderColor: vars.color.primary,
      color: vars.color.text,
    },
    [`${step}[data-state="disabled"] &`]: {
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      backgroundColor: vars.color.surfaceSunken,
    },
  },
});

/** The page of the current step. */
export const body = style([frame.body, { selectors: { '&:focus-visible': { outline: 'none' } } }]);

/** The button row. */
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

/** Pushes Previous, Next and Done to the end of the footer. */
export const footerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
