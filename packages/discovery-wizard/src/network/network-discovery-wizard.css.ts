import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The wizard's dialog box. */
export const root = style({ fontFamily: vars.font.family });
