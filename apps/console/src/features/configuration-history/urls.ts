import { dialogUrl } from '../../lib/url/dialog-url';

/**
 * The configuration history opens over any configuration screen (where the save bar shows) as
 * `?action=history` (docs/product/configuration-history.md).
 */
export const historyAction = 'history';

/** @example historyUrl('/fineTuning') // '/fineTuning?action=history' */
export function historyUrl(path: string): string {
  return dialogUrl(path, historyAction);
}
