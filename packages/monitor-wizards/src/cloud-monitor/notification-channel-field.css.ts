import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The hint and the empty state. */
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
