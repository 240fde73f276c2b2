/** Styles of the mobile enrollment dialogs. */
import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The QR code's frame; `data-size="large"` when enlarged. */
export const qr = style({
  width: 176,
  height: 176,
  alignSelf: 'center',
  selectors: { '&[data-size="large"]': { width: 320, height: 320 } },
});

/** The QR code image. */
export const qrImage = style({ width: '100%', height: '100%', display: 'block' });

/** The QR code's light background (always white, so any scanner reads it in a dark theme). */
export const qrLight = style({ fill: '#ffffff' });

/** The QR code's dark modules. */
export const qrDark = style({ fill: '#000000' });

/** The QR code with its enlarge button. */
export const qrBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A delivery tab's content. */
export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

/** A link in a dialog (the profile download, the settings links). */
export const link = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
