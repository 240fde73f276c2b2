import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract';

const disabledSelector = '&:disabled, &[aria-disabled="true"]';

/** The button recipe: `variant` × `size`. Loading and disabled show through attributes. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.density.controlHeight,
    paddingBlock: 0,
    paddingInline: vars.density.paddingX,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    selectors: {
      '&:focus-visible, &[data-focus-visible]': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      [disabledSelector]: { cursor: 'not-allowed' },
      '&[data-state="loading"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
          '&:active:not(:disabled):not([aria-disabled="true"]), &[data-active]': {
            backgroundColor: vars.color.primaryActive,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceHover },
          '&[aria-expanded="true"]': { backgroundColor: vars.color.surfaceSelected },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceHover },
          '&[aria-expanded="true"]': { backgroundColor: vars.color.surfaceSelected },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.dangerHover },
        },
      },
      link: {
        minHeight: 0,
        paddingInline: 0,
        backgroundColor: 'transparent',
        color: vars.color.link,
        fontWeight: vars.font.weight.normal,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecoration: 'underline' },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.density.controlHeightSm,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
      },
      md: {},
    },
    iconOnly: {
      true: {
        paddingInline: 0,
        aspectRatio: '1',
        flexShrink: 0,
      },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'sm' }, style: { minHeight: 0, paddingInline: 0 } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.density.controlHeight } },
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.density.controlHeightSm } },
  ],
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
});

/**
 * Disabled (not loading) buttons of every variant look the same: muted text on a sunken surface.
 * Kept apart from the recipe so it wins over each variant's colours.
 */
export const disabled = recipe({
  base: {
    selectors: {
      '&:disabled:not([data-state="loading"]), &[aria-disabled="true"]:not([data-state="loading"])': {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.textDisabled,
      },
    },
  },
  variants: {
    link: {
      true: {
        selectors: {
          '&:disabled:not([data-state="loading"]), &[aria-disabled="true"]:not([data-state="loading"])': {
            backgroundColor: 'transparent',
            borderColor: 'transparent',
          },
        },
      },
      false: {},
    },
  },
});

/** The leading icon (or spinner) slot. */
export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.15em' });
