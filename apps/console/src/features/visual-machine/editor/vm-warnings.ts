import { TRIGGER_WARNINGS } from '@trova/contracts';

/**
 * Which part of an editor each save warning belongs to, so it shows once that part is touched
 * (docs/product/visual-machine.md#editors). The warnings are the contracts' keys
 * (`campaignWarnings`, `bannerCampaignWarnings`, `recommendationWarnings`).
 */
export const VM_EDIT_AREAS = ['info', 'validity', 'triggers', 'actions'] as const;
export type VmEditArea = (typeof VM_EDIT_AREAS)[number];

/**
 * @example warningArea('incompleteQuery') // 'triggers'
 * @example warningArea('insertImageUrl') // 'actions'
 */
export function warningArea(warning: string): VmEditArea {
  if (warning === 'nameRequired') return 'info';
  if (warning === 'addValidity') return 'validity';
  if ((TRIGGER_WARNINGS as readonly string[]).includes(warning)) return 'triggers';
  return 'actions';
}

/**
 * The warnings to show now: those of touched areas, plus every warning the server answered.
 * @example shownWarnings(['nameRequired', 'addAction'], new Set(['actions']), []) // ['addAction']
 */
export function shownWarnings(
  warnings: readonly string[],
  touched: ReadonlySet<VmEditArea>,
  fromServer: readonly string[],
): string[] {
  const local = warnings.filter((warning) => touched.has(warningArea(warning)));
  return [...new Set([...local, ...fromServer])];
}
