import { describe, expect, it } from 'vitest';
import { PLATFORMS, platformNeedsVersion } from '@trova/contracts';
import { versionsOf } from './platform-versions';
import { wizardProgress } from './wizard-progress';

describe('wizardProgress', () => {
  it('follows the steps of the wizard', () => {
    expect(wizardProgress('/wizard', 'choose')).toBe(0);
    expect(wizardProgress('/wizard/', 'choose')).toBe(0);
    expect(wizardProgress('/wizard/cms', 'choose')).toBe(1);
    expect(wizardProgress('/wizard/shop', 'ready')).toBe(2);
    expect(wizardProgress('/wizard/shop', 'syncing')).toBe(3);
  });

  it('is complete everywhere else', () => {
    expect(wizardProgress('/wizard/settings', 'choose')).toBe(4);
    expect(wizardProgress('/analytics/overview', 'syncing')).toBe(4);
  });
});

describe('versionsOf', () => {
  it('offers at least one version for every platform that needs one', () => {
    for (const platform of PLATFORMS) {
      // Magento 1 connects through a Google Shopping feed: the wizard asks it no version.
      const asked = platform !== 'magento-1' && platformNeedsVersion(platform);
      expect(versionsOf(platform).length > 0).toBe(asked);
    }
  });
});
