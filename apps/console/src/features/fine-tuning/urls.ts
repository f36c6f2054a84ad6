import { dialogUrl } from '../../lib/url/dialog-url';

export const fineTuningPath = '/fineTuning';

/**
 * The list editors (`?action=`); a synonym group is named by its position (`group`), and the
 * synonym editor without one starts a new group.
 */
export const fineTuningActions = {
  ips: 'edit-ips',
  stopwords: 'edit-stopwords',
  synonyms: 'edit-synonyms',
} as const;
export type FineTuningAction = (typeof fineTuningActions)[keyof typeof fineTuningActions];
export const SYNONYM_GROUP_PARAM = 'group';

/** @example fineTuningUrl('edit-synonyms', 2) // '/fineTuning?action=edit-synonyms&group=2' */
export function fineTuningUrl(action?: FineTuningAction, group?: number): string {
  return dialogUrl(
    fineTuningPath,
    action,
    group === undefined ? {} : { [SYNONYM_GROUP_PARAM]: group },
  );
}
