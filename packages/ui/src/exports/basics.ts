/** Basic primitives: buttons, menus, dialogs, overlays, feedback, disclosure. */

export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from '../button/button';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  Dialog,
  type DialogProps,
  type DialogSize,
} from '../dialog/dialog';
export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  FilterIcon,
  type IconProps,
  InfoIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  SpinnerIcon,
} from '../internal/icons';
export { Spinner, type SpinnerProps } from '../loading-placeholder/spinner';
export {
  Menu,
  MenuGroup,
  type MenuGroupProps,
  MenuItem,
  MenuItemCheckbox,
  type MenuItemCheckboxProps,
  type MenuItemProps,
  MenuItemRadio,
  type MenuItemRadioProps,
  type MenuPlacement,
  type MenuProps,
  MenuSeparator,
  type MenuValues,
  Submenu,
  type SubmenuProps,
} from '../menu/menu';
export {
  CellTooltip,
  type CellTooltipProps,
  TABLE_CELL_TOOLTIP_HIDE_DELAY,
  TABLE_CELL_TOOLTIP_SHOW_DELAY,
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
} from '../tooltip/tooltip';
