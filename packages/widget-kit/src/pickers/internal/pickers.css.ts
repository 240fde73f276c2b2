import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export const asterisk = style({ color: vars.color.danger });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const grow = style({ flex: 1, minWidth: 0 });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const frame = style({ display: 'block', width: '100%', height: 460, border: 0 });
