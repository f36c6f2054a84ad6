import { dialogUrl } from '../../lib/url/dialog-url';

export const previewPath = '/preview';

/** The explain dialog (`?action=explain`), with the query it explains in `q`. */
export const previewActions = { explain: 'explain' } as const;
/** Query parameters of the page itself: the layer version and the device it is shown as. */
export const PREVIEW_VERSION_PARAM = 'version';
export const PREVIEW_DEVICE_PARAM = 'device';
export const EXPLAIN_QUERY_PARAM = 'q';

/** @example previewExplainUrl('sofa') // '/preview?action=explain&q=sofa' */
export function previewExplainUrl(query: string): string {
  return dialogUrl(previewPath, previewActions.explain, { [EXPLAIN_QUERY_PARAM]: query });
}
