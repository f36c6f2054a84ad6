import type { DesktopLayout, MobileLayout } from '../shops/layout-device.schema';
import type { PartialLayout } from '../shops/layout.schema';
import { layerLayoutOf, typingModeOf } from './layout-device.rules';

/** The showcase banner's settings, all required while the banner shows. */
export const SHOWCASE_BANNER_FIELDS = [
  'showcaseBannerSrc',
  'showcaseBannerUrl',
  'showcaseBannerName',
] as const;
export type ShowcaseBannerField = (typeof SHOWCASE_BANNER_FIELDS)[number];

/** A device's missing banner setting, as a layout save reports it. */
export interface ShowcaseBannerIssue {
  device: 'desktop' | 'mobile';
  field: ShowcaseBannerField;
}

/*
 * Only a showcase the owner can edit is checked: one locked by its own layout or typing hides its
 * settings, so a missing banner there could not be fixed and must not block the save. The plan
 * lock is the server's to know, not the layout's.
 */
function editableShowcase(device: DesktopLayout | MobileLayout): boolean {
  if ('layout' in device && layerLayoutOf(device.layout) === 'windowed') return false;
  return device.showcase && typingModeOf(device.typing) !== 'input';
}

/**
 * The banner needs an image, a target URL and a name (docs/product/layout-design.md#showcase)
 * whenever its block is on in an editable showcase; spaces count as empty.
 * @example missingShowcaseBannerFields({ ...desktop, showcase: true, showcaseBanner: true }) // all three
 */
export function missingShowcaseBannerFields(
  device: DesktopLayout | MobileLayout,
): ShowcaseBannerField[] {
  if (!device.showcaseBanner || !editableShowcase(device)) return [];
  return SHOWCASE_BANNER_FIELDS.filter((field) => device[field].trim() === '');
}

/**
 * Every missing banner setting of a layout save, desktop first; empty when it may be saved.
 * @example showcaseBannerIssues({}) // []
 */
export function showcaseBannerIssues(layout: PartialLayout): ShowcaseBannerIssue[] {
  const issues: ShowcaseBannerIssue[] = [];
  for (const device of ['desktop', 'mobile'] as const) {
    const settings = layout[device];
    if (!settings) continue;
    for (const field of missingShowcaseBannerFields(settings)) issues.push({ device, field });
  }
  return issues;
}
