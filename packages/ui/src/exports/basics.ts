/** Basic primitives: buttons, checkboxes and switches, menus, dialogs, overlays, feedback, disclosure. */

export { Accordion, type AccordionItem, type AccordionProps } from '../accordion/accordion';
export { Banner, type BannerProps, type BannerTone } from '../banner/banner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from '../button/button';
export { IconButton, type IconButtonProps } from '../button/icon-button';
export { Checkbox, type CheckboxProps, type CheckboxState } from '../checkbox/checkbox';
export {
  Combobox,
  type ComboboxFilter,
  type ComboboxOption,
  type ComboboxProps,
} from '../combobox/combobox';
export { CopyButton, type CopyButtonProps } from '../copy-button/copy-button';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  Dialog,
  type DialogProps,
  type DialogSize,
} from '../dialog/dialog';
export { HoverHelp, type HoverHelpProps } from '../hover-help/hover-help';
export {
  ChevronDownIcon,
  CloseIcon,
  type IconProps,
  MoreIcon,
  PlusIcon,
  SearchIcon,
} from '../internal/icons';
export {
  type ControllableStateOptions,
  useControllableState,
} from '../internal/use-controllable-state';
export {
  LoadingPlaceholder,
  type LoadingPlaceholderProps,
  type LoadingPlaceholderTiming,
  useLoadingPlaceholder,
} from '../loading-placeholder/loading-placeholder';
export type { LoadingPlaceholderPhase } from '../loading-placeholder/loading-placeholder-state';
export { Spinner, type SpinnerProps } from '../loading-placeholder/spinner';
export { LazyMenu, type LazyMenuProps } from '../menu/lazy-menu';
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
export { MenuIconButton, type MenuIconButtonProps } from '../menu/menu-icon-button';
export { MoreList, type MoreListProps } from '../more-list/more-list';
export {
  type MultipleSelectProps,
  Select,
  type SelectOption,
  type SelectProps,
  type SingleSelectProps,
} from '../select/select';
export { Skeleton, type SkeletonBars, type SkeletonProps } from '../skeleton/skeleton';
export { Switch, type SwitchProps, type SwitchState } from '../switch/switch';
export { type TabItem, Tabs, type TabsProps } from '../tabs/tabs';
export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  ToastScope,
  type ToastTone,
  useHostToasts,
  useToast,
} from '../toast/toast';
export {
  CellTooltip,
  type CellTooltipProps,
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
} from '../tooltip/tooltip';
export { VisuallyHidden, type VisuallyHiddenProps, visuallyHidden } from '../visually-hidden/visually-hidden';
