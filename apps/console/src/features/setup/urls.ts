import { dialogUrl } from '../../lib/url/dialog-url';

export const setupPath = '/setup';
export const setupSearchPath = `${setupPath}/search`;
export const setupSettingsPath = `${setupPath}/settings`;

/** Setup dialogs worth a link (`?action=`): the storefront snippet and the shop deletion. */
export const setupActions = { importCode: 'import-code', deleteShop: 'delete-shop' } as const;
export type SetupAction = (typeof setupActions)[keyof typeof setupActions];

/** @example setupSearchUrl('import-code') // '/setup/search?action=import-code' */
export function setupSearchUrl(action?: SetupAction): string {
  return dialogUrl(setupSearchPath, action);
}
