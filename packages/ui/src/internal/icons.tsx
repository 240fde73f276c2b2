import type { ReactNode, SVGProps } from 'react';

/** Props of every inline icon: any SVG attribute; `size` sets width and height. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Width and height of the icon.
   * @default '1em'
   */
  size?: number | string;
}

interface SvgProps extends IconProps {
  name: string;
  solid?: boolean;
  children: ReactNode;
}

function Svg({ size = '1em', solid = false, name, children, ...rest }: SvgProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={solid ? 'currentColor' : 'none'}
      stroke={solid ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...rest}
    >
      {children}
    </svg>
  );
}

/** A chevron pointing right (submenus, breadcrumbs). Decorative: `aria-hidden`. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg name="ChevronRight" {...props}>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}
/** A chevron pointing down (selects, accordions). Decorative: `aria-hidden`. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg name="ChevronDown" {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}
/** A chevron pointing left. Decorative: `aria-hidden`. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg name="ChevronLeft" {...props}>
      <path d="m15 6-6 6 6 6" />
    </Svg>
  );
}
/** A cross (close, dismiss). Decorative: `aria-hidden`. */
export function CloseIcon(props: IconProps) {
  return (
    <Svg name="Close" {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Svg>
  );
}
/** A check mark. Decorative: `aria-hidden`. */
export function CheckIcon(props: IconProps) {
  return (
    <Svg name="Check" {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Svg>
  );
}
/** An exclamation mark in a circle (errors, warnings). Decorative: `aria-hidden`. */
export function AlertIcon(props: IconProps) {
  return (
    <Svg name="Alert" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Svg>
  );
}
/** Two overlapping sheets (copy to clipboard). Decorative: `aria-hidden`. */
export function CopyIcon(props: IconProps) {
  return (
    <Svg name="Copy" {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h8" />
    </Svg>
  );
}
/** A plus sign. Decorative: `aria-hidden`. */
export function PlusIcon(props: IconProps) {
  return (
    <Svg name="Plus" {...props}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}
/** A magnifying glass. Decorative: `aria-hidden`. */
export function SearchIcon(props: IconProps) {
  return (
    <Svg name="Search" {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}
/** A funnel (filter menus). Decorative: `aria-hidden`. */
export function FilterIcon(props: IconProps) {
  return (
    <Svg name="Filter" {...props}>
      <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />
    </Svg>
  );
}
/** Three vertical dots (actions / kebab menus). Decorative: `aria-hidden`. */
export function MoreIcon(props: IconProps) {
  return (
    <Svg name="More" solid {...props}>
      <circle cx="12" cy="5" r="1.75" />
      <circle cx="12" cy="12" r="1.75" />
      <circle cx="12" cy="19" r="1.75" />
    </Svg>
  );
}
/** An "i" in a circle (information, help). Decorative: `aria-hidden`. */
export function InfoIcon(props: IconProps) {
  return (
    <Svg name="Info" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </Svg>
  );
}
/**
 * A three-quarter ring. Static on its own: `Spinner` (loading-placeholder/spinner.tsx) rotates it and
 * respects reduced motion. Decorative: `aria-hidden`.
 */
export function SpinnerIcon(props: IconProps) {
  return (
    <Svg name="Spinner" {...props}>
      <circle cx="12" cy="12" r="9" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" />
    </Svg>
  );
}
/** A clock (time pickers). Decorative: `aria-hidden`. */
export function ClockIcon(props: IconProps) {
  return (
    <Svg name="Clock" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  );
}
/** A calendar (date pickers). Decorative: `aria-hidden`. */
export function CalendarIcon(props: IconProps) {
  return (
    <Svg name="Calendar" {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Svg>
  );
}
/** An arrow into a tray (file drop). Decorative: `aria-hidden`. */
export function UploadIcon(props: IconProps) {
  return (
    <Svg name="Upload" {...props}>
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
      <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
    </Svg>
  );
}
/** A document (file lists). Decorative: `aria-hidden`. */
export function FileIcon(props: IconProps) {
  return (
    <Svg name="File" {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </Svg>
  );
}
