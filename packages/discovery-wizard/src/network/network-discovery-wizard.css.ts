import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The wizard's dialog box. */
export const root = style({ fontFamily: vars.font.family });

/** The header line: probe, delegate version, organization. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The delegate version's trigger. */
export const version = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline dotted',
  cursor: 'help',
});

/** The body: step bar, then the step's page (the dialog's 596 px body scrolls). */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The step bar. */
export const steps = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

/** One step of the step bar. */
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="step"]': { background: vars.color.primarySubtle, borderColor: vars.color.primary },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The open step's page. */
export const page = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The Set up form: two columns. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

/** A field spanning both columns. */
export const wide = style({ gridColumn: '1 / -1' });

/** An SNMP credential with its protocol. */
export const pair = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 10rem',
  gap: vars.space.sm,
  alignItems: 'start',
});

/** The advanced settings' fields. */
export const advanced = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

/** A status line (preparing, scanning, completed). */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.density.controlHeight,
});

/** A check mark where a credential answered. */
export const check = style({ color: vars.color.success, fontWeight: vars.font.weight.bold });

/**
 * An SNMP column's header: 'SNMP' over the credential's name (the whole header in its title), so
 * two credentials' columns read apart at their width.
 */
export const snmpHeader = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: 1.25,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

/** The credential's name in an SNMP column's header: wraps onto at most two lines. */
export const snmpCredential = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

/** A role cell in error. */
export const roleError = style({ color: vars.color.danger });

/** The footer's buttons. */
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
});

/** The footer's left part (Close). */
export const footerStart = style({ marginRight: 'auto' });

/** The Edit and Remove buttons of a review row. */
export const rowActions = style({ display: 'flex', gap: vars.space.xxs });
