import { useCallback, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  value?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One state that is either controlled (`value` given) or uncontrolled (`defaultValue`), never
 * switching between the two — the `open` / `defaultOpen` / `onOpenChange` trio of every component.
 * Whether it is controlled is fixed by the first render. The setter takes a value or an updater,
 * skips values equal (`Object.is`) to the current one, and calls `onChange` in both modes; it keeps
 * its identity across renders.
 *
 * @example
 * ```tsx
 * function Disclosure({ open, defaultOpen = false, onOpenChange }: DisclosureProps) {
 *   const [isOpen, setOpen] = useControllableState({
 *     value: open,
 *     defaultValue: defaultOpen,
 *     onChange: onOpenChange,
 *   });
 *   return <button onClick={() => setOpen((previous) => !previous)}>{isOpen ? 'Hide' : 'Show'}</button>;
 * }
 * ```
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = useRef(value !== undefined).current;
  const current = controlled ? (value as T) : inner;
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(currentRef.current) : next;
      if (Object.is(resolved, currentRef.current)) return;
      if (!controlled) {
        currentRef.current = resolved;
        setInner(resolved);
      }
      onChangeRef.current?.(resolved);
    },
    [controlled],
  );
  return [current, setValue];
}
