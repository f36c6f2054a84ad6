/**
 * Dialogs worth a link live in the URL as `?action=<name>`, plus the ids they need (e.g. `group`,
 * `option`, `q`): a reload or a shared link reopens them, and the browser's Back closes them. Every
 * feature's `urls.ts` names its actions; this module only builds and reads the query string.
 */
export const ACTION_PARAM = 'action';

/** Query parameters owned by dialogs: dropped together when a dialog closes. */
export const DIALOG_PARAMS: readonly string[] = [ACTION_PARAM, 'group', 'option', 'q'];

export type DialogParams = Readonly<Record<string, string | number>>;

/**
 * The search string of `current` with a dialog opened (or, with no action, with every dialog
 * closed); other parameters are kept.
 * @example dialogSearch('?code=1', 'history') // '?code=1&action=history'
 */
export function dialogSearch(current: string, action?: string, params: DialogParams = {}): string {
  const search = new URLSearchParams(current);
  for (const name of DIALOG_PARAMS) search.delete(name);
  if (action !== undefined) {
    search.set(ACTION_PARAM, action);
    for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A path with a dialog open, for links and routes.
 * @example dialogUrl('/setup/search', 'import-code') // '/setup/search?action=import-code'
 */
export function dialogUrl(path: string, action?: string, params: DialogParams = {}): string {
  return `${path}${dialogSearch('', action, params)}`;
}

/**
 * Whether two URLs differ only in their dialog parameters: the same screen with a dialog opened or
 * closed, which is not a navigation between screens.
 */
export function isDialogChangeOnly(from: URL, to: URL): boolean {
  if (from.pathname !== to.pathname || from.hash !== to.hash) return false;
  if (from.search === to.search) return false;
  return dialogSearch(from.search) === dialogSearch(to.search);
}
