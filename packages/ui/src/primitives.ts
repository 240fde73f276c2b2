/**
 * `@console/ui/primitives`: the small primitives that need neither Ariakit nor the message
 * catalogue (inline icons, the visually-hidden class, controllable state), for the part of a
 * widget that paints first while its heavier parts load on demand. The same exports are also in
 * `@console/ui`; a bundler that splits code keeps whole files together, so a widget's first paint
 * importing from here does not pull the rest of the package into its initial load.
 * @packageDocumentation
 */

export {
  ChevronDownIcon,
  CloseIcon,
  type IconProps,
  MoreIcon,
  PlusIcon,
  SearchIcon,
} from './internal/icons';
export {
  type ControllableStateOptions,
  useControllableState,
} from './internal/use-controllable-state';
export { visuallyHidden } from './visually-hidden/visually-hidden';
