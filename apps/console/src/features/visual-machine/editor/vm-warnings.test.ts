import { describe, expect, it } from 'vitest';
import { campaignWarnings, defaultCampaign } from '@trova/contracts';
import { shownWarnings, warningArea } from './vm-warnings';

describe('warnings shown once touched', () => {
  it('files each warning under the section it belongs to', () => {
    expect(warningArea('nameRequired')).toBe('info');
    expect(warningArea('addValidity')).toBe('validity');
    expect(warningArea('twoConditions')).toBe('triggers');
    expect(warningArea('productNotAlive')).toBe('actions');
    expect(warningArea('oneBanner')).toBe('actions');
  });

  it("shows nothing of a new campaign until a section is touched, then that section's", () => {
    const warnings = campaignWarnings(defaultCampaign());
    expect(shownWarnings(warnings, new Set(), [])).toEqual([]);
    expect(shownWarnings(warnings, new Set(['info']), [])).toEqual(['nameRequired']);
    expect(shownWarnings(warnings, new Set(['triggers', 'actions']), [])).toEqual([
      'needQueryOrFilter',
      'actionNeedsProducts',
    ]);
  });

  it("always shows the server's warnings, once", () => {
    expect(shownWarnings(['nameRequired'], new Set(['info']), ['nameRequired', 'x'])).toEqual([
      'nameRequired',
      'x',
    ]);
  });
});
