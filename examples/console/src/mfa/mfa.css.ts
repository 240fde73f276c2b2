import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
