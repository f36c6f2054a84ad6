/**
 * Discard and save are signalled app-wide (docs/product/shell.md#unsaved-changes): screens that
 * keep local form state (an open modal, a half-typed value) listen here to drop it when the
 * configuration under them changes back or becomes the saved baseline.
 */
export type ConfigurationEvent = 'saved' | 'discarded';

const target = new EventTarget();

export function emitConfigurationEvent(event: ConfigurationEvent): void {
  target.dispatchEvent(new Event(event));
}

export function onConfigurationEvent(event: ConfigurationEvent, listener: () => void): () => void {
  target.addEventListener(event, listener);
  return () => target.removeEventListener(event, listener);
}
