/** Basic primitives: buttons, checkboxes and switches, menus, dialogs, overlays, feedback, disclosure. */

export { Accordion, type AccordionItem, type AccordionProps } from '../accordion/accordion';
export { Banner, type BannerProps, type BannerTone } from '../banner/banner';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from '../button/button';
export { Checkbox, type CheckboxProps, type CheckboxState } from '../checkbox/checkbox';
export {
  Combobox,
  type ComboboxFilter,
  type ComboboxOption,
  type ComboboxProps,
  defaultComboboxFilter,
} from '../combobox/combobox';
export {
  COPIED_DURATION,
  CopyButton,
  type CopyButtonProps,
  type CopyButtonState,
} from '../copy-button/copy-button';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  Dialog,
  type DialogProps,
  type DialogSize,
} from '../dialog/dialog';
export { HOVER_HELP_HIDE_DELAY, HoverHelp, type HoverHelpProps } from '../hover-help/hover-help';
export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  FilterIcon,
  type IconProps,
  InfoIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  SpinnerIcon,
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
export {
  initialLoadingPlaceholderState,
  LOADING_PLACEHOLDER_DELAY,
  LOADING_PLACEHOLDER_MIN_DURATION,
  type LoadingPlaceholderEvent,
  type LoadingPlaceholderPhase,
  type LoadingPlaceholderState,
  loadingPlaceholderReducer,
} from '../loading-placeholder/loading-placeholder-state';
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
export { MORE_LIST_MAX, MoreList, type MoreListProps } from '../more-list/more-list';
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
  TOAST_DURATION,
  TOAST_ERROR_DURATION,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from '../toast/toast';
export {
  CellTooltip,
  type CellTooltipProps,
  TABLE_CELL_TOOLTIP_HIDE_DELAY,
  TABLE_CELL_TOOLTIP_SHOW_DELAY,
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
} from '../tooltip/tooltip';
export { VisuallyHidden, type VisuallyHiddenProps, visuallyHidden } from '../visually-hidden/visually-hidden';
