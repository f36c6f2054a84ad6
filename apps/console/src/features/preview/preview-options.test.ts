import { describe, expect, it } from 'vitest';
import { previewDevice, previewVersion } from './preview-options';

describe('previewVersion', () => {
  it('prefers the version chosen on the page, then the unsaved pick, then the saved one', () => {
    expect(previewVersion('1.0.0', '2.0.0', '3.0.0')).toBe('1.0.0');
    expect(previewVersion(null, '2.0.0', '3.0.0')).toBe('2.0.0');
    expect(previewVersion(null, undefined, '3.0.0')).toBe('3.0.0');
    expect(previewVersion(null, undefined, undefined)).toBe('latest');
  });

  it('ignores a version that is not a layer folder, so an address cannot point elsewhere', () => {
    expect(previewVersion('../../evil', undefined, '3.0.0')).toBe('3.0.0');
    expect(previewVersion('1.0', 'x', undefined)).toBe('latest');
  });
});

describe('previewDevice', () => {
  it('is mobile only when asked, desktop otherwise', () => {
    expect(previewDevice('mobile')).toBe('mobile');
    expect(previewDevice('tablet')).toBe('desktop');
    expect(previewDevice(null)).toBe('desktop');
  });
});
