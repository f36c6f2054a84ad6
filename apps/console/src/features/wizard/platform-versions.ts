import type { Platform } from '@trova/contracts';

/**
 * Versions offered for the platforms that need one (docs/product/onboarding.md#platform; the
 * lines below are the releases whose APIs Trova reads, see docs/decisions.md). Magento 1 asks none:
 * it is end of life and connects through a Google Shopping feed.
 */
export const PLATFORM_VERSIONS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  'magento-2': ['2.4'],
  woocommerce: ['7.x', '8.x', '9.x'],
};

export function versionsOf(platform: Platform): readonly string[] {
  return PLATFORM_VERSIONS[platform] ?? [];
}
