import { vars } from '@console/ui/theme-contract';
import { globalStyle, style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const input = style({
  width: '100%',
  minHeight: vars.density.controlHeight,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { color: vars.color.textDisabled, backgroundColor: vars.color.surfaceSunken },
    // Native parts (select popups, date pickers) follow the widget's theme, not the host page's.
    '[data-theme="dark"] &': { colorScheme: 'dark' },
  },
});

export const textarea = style([input, { minHeight: '64px', resize: 'vertical', fontFamily: 'inherit' }]);

export const choiceGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const legend = style([label, { padding: 0, marginBlockEnd: vars.space.xxs }]);

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

export const box = style({
  accentColor: vars.color.primary,
  width: '16px',
  height: '16px',
  margin: 0,
  selectors: { '[data-theme="dark"] &': { colorScheme: 'dark' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space.md,
});

export const tab = style({
  appearance: 'none',
  background: 'none',
  border: 'none',
  borderBlockEnd: '2px solid transparent',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  marginBlockEnd: '-1px',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBlockEndColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  border: '1px solid transparent',
  selectors: {
    '&[data-tone="success"]': {
      backgroundColor: vars.color.successSubtle,
      borderColor: vars.color.success,
      color: vars.color.text,
    },
    '&[data-tone="danger"]': {
      backgroundColor: vars.color.dangerSubtle,
      borderColor: vars.color.danger,
      color: vars.color.text,
    },
    '&[data-tone="warning"]': {
      backgroundColor: vars.color.warningSubtle,
      borderColor: vars.color.warning,
      color: vars.color.text,
    },
    '&[data-tone="info"]': {
      backgroundColor: vars.color.infoSubtle,
      borderColor: vars.color.info,
      color: vars.color.text,
    },
  },
});

export const noticeText = style({ flex: 1 });

export const multiTrigger = style({
  justifyContent: 'space-between',
  width: '100%',
  fontWeight: vars.font.weight.normal,
});

export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ color: vars.color.textMuted });

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
  minWidth: 0,
});

export const fileName = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

export const dropZone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySubtle },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const hiddenInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const visuallyHidden = hiddenInput;

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
});

export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const paramList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: '160px',
  overflowY: 'auto',
});

export const paramItem = style([fileRow, { fontFamily: vars.font.mono }]);

export const counter = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  marginInlineStart: 'auto',
});

export const iconPreview = style({ width: '32px', height: '32px', objectFit: 'contain' });

globalStyle(`${choiceGroup} > ${legend}`, { float: 'none' });
