import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** What the cookie panel holds that Tab visits: links and enabled buttons (switches, the details toggle, close, Save). */
const FOCUSABLE = 'a[href],button:not(:disabled)';

/** The elements Tab visits inside `container`, in document order. */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));
}

/**
 * Keeps Tab and Shift+Tab inside `container` (moving focus itself, wrapping at both ends) while
 * `active`; moves focus into it when it becomes active and back to where it was when it stops.
 * @returns the keydown handler to put on the container.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): (event: KeyboardEvent) => void {
  useEffect(() => {
    if (!active || !container.current) return;
    const previous = container.current.ownerDocument.activeElement;
    focusables(container.current)[0]?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected && !previous.closest('[inert]')) previous.focus();
    };
  }, [active, container]);

  return (event) => {
    if (event.key !== 'Tab' || !container.current) return;
    const list = focusables(container.current);
    if (list.length === 0) return;
    event.preventDefault();
    const at = list.indexOf(container.current.ownerDocument.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at === list.length - 1 ? 0 : at + 1;
    list[next]?.focus();
  };
}
