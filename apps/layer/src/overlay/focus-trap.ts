const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable elements of the overlay in tab order (it renders no hidden controls). */
export function focusableIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getAttribute('tabindex') !== '-1',
  );
}

/**
 * Keeps Tab inside a modal overlay (the full screens): from the last control back to the first,
 * and Shift+Tab the other way. `root` is the shadow root, whose activeElement is the focused
 * control (the document only sees the host).
 */
export function trapTab(
  event: KeyboardEvent,
  container: HTMLElement,
  root: DocumentOrShadowRoot,
): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = root.activeElement;
  const inside = active instanceof HTMLElement && container.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
