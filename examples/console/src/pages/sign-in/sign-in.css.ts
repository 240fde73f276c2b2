import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';
import * as shell from '../../shell/shell.css';

export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
});

export const card = style({
  width: 'min(400px, 100%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const brand = shell.brandRow;

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, margin: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.danger,
  backgroundColor: vars.color.dangerSubtle,
  border: `1px solid ${vars.color.danger}`,
});

export const logo = shell.brandMark;
