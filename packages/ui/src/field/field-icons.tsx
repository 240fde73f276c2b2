import type { ReactNode } from 'react';
import type { IconProps } from '../internal/icons';

function SvgIcon({
  name,
  size = '1em',
  children,
  ...props
}: IconProps & { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A clock (time pickers). Decorative. @internal */
export function ClockIcon(props: IconProps) {
  return (
    <SvgIcon name="Clock" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </SvgIcon>
  );
}

/** A calendar (date pickers). Decorative. @internal */
export function CalendarIcon(props: IconProps) {
  return (
    <SvgIcon name="Calendar" {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </SvgIcon>
  );
}

/** An arrow into a tray (file drop). Decorative. @internal */
export function UploadIcon(props: IconProps) {
  return (
    <SvgIcon name="Upload" {...props}>
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
      <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
    </SvgIcon>
  );
}

/** A document (file lists). Decorative. @internal */
export function FileIcon(props: IconProps) {
  return (
    <SvgIcon name="File" {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </SvgIcon>
  );
}
