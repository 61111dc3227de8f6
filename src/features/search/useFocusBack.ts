// Gives the search box its focus back once a search that disabled it ends.
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * The text box is disabled while searching, which drops focus: once `busy` ends, a search started
 * from the box (`refocusRef`, from useSearchSubmit) gives it back. So does a search started
 * elsewhere (a filter) that disabled the box while the visitor was in it: their next keys go to
 * the box again, not to the page. Called by the box itself, which alone re-renders when a search
 * starts and ends. Returns the box's blur handler for while it is busy.
 */
export function useFocusBack(
  inputRef: RefObject<HTMLInputElement | null>,
  busy: boolean,
  refocusRef: RefObject<boolean>,
) {
  /** The box had the focus when it was disabled. */
  const taken = useRef(false);
  useLayoutEffect(() => {
    // Right after the box is disabled, before the browser moves the focus away from it.
    if (busy && inputRef.current !== null && document.activeElement === inputRef.current) {
      taken.current = true;
    }
  }, [inputRef, busy]);
  useEffect(() => {
    if (busy) return;
    // Only if the visitor has not gone on to something else meanwhile (a filter, a link).
    const active = document.activeElement;
    const back =
      refocusRef.current || (taken.current && (active === null || active === document.body));
    refocusRef.current = false;
    taken.current = false;
    if (back) inputRef.current?.focus();
  }, [inputRef, busy, refocusRef]);
  return (event: FocusEvent) => {
    // Focus going nowhere: the browser took it from the disabled box.
    if (event.relatedTarget === null) taken.current = true;
  };
}
