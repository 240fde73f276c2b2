import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to a form's first field when the form appears after its dialog opened (an edited
 * automation loads first): the dialog focused what it had, its close button, meanwhile. Focus the
 * user already moved into the form is left alone.
 * @example const nameRef = useFocusWhenReady<HTMLInputElement>(!loading); <TextInput ref={nameRef} />
 */
export function useFocusWhenReady<T extends HTMLElement>(ready: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const wasReady = useRef(ready);
  useEffect(() => {
    const appeared = ready && !wasReady.current;
    wasReady.current = ready;
    const field = ref.current;
    if (!appeared || !field) return;
    const form = field.closest('fieldset') ?? field.parentElement;
    if (form?.contains(document.activeElement)) return;
    field.focus();
  }, [ready]);
  return ref;
}
