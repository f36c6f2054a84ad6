import { dialogUrl } from '../../lib/url/dialog-url';

export const visualMachinePath = '/visualMachine';
export const campaignsPath = `${visualMachinePath}/campaigns`;
export const bannersPath = `${visualMachinePath}/banners`;
export const recommendationsPath = `${visualMachinePath}/recommendations`;

/** The editors are screens of their own, so a path change (Back, the menu) meets the guard. */
export const NEW_ITEM_SEGMENT = 'new';
export const ITEM_ID_PARAM = 'itemId';
export const campaignEditorPattern = `${campaignsPath}/:${ITEM_ID_PARAM}`;
export const bannerEditorPattern = `${bannersPath}/:${ITEM_ID_PARAM}`;
export const recommendationEditorPattern = `${recommendationsPath}/:${ITEM_ID_PARAM}`;

/**
 * The editor of an item of a list, or a new one without id.
 * @example vmEditorUrl('/visualMachine/campaigns') // '/visualMachine/campaigns/new'
 * @example vmEditorUrl('/visualMachine/banners', 'a b') // '/visualMachine/banners/a%20b'
 */
export function vmEditorUrl(listPath: string, id?: string): string {
  return `${listPath}/${id === undefined ? NEW_ITEM_SEGMENT : encodeURIComponent(id)}`;
}

/**
 * The editors' dialogs (`?action=`): discard, delete, delete a trigger and the product side panel.
 * `option` names the trigger (1-based, as the dialog says it) or the action (0-based) concerned.
 */
export const vmEditorActions = {
  discard: 'discard',
  delete: 'delete',
  deleteTrigger: 'delete-trigger',
  products: 'choose-products',
  slot: 'choose-position',
} as const;
export type VmEditorAction = (typeof vmEditorActions)[keyof typeof vmEditorActions];
export const VM_OPTION_PARAM = 'option';

/** @example vmEditorDialogUrl('/visualMachine/campaigns/new', 'delete-trigger', 2) // '/visualMachine/campaigns/new?action=delete-trigger&option=2' */
export function vmEditorDialogUrl(path: string, action: VmEditorAction, option?: number): string {
  return dialogUrl(path, action, option === undefined ? {} : { [VM_OPTION_PARAM]: option });
}

/**
 * The recommendations' own dialogs (docs/product/visual-machine.md#recommendations): the
 * conditions guide, the sort options' explanation, the carousel preview, and on the list the
 * confirmation of a new history interval (`option` is the interval asked for).
 */
export const recommendationActions = {
  conditionsGuide: 'conditions-guide',
  relevance: 'relevance',
  preview: 'preview',
  historyInterval: 'history-interval',
} as const;
