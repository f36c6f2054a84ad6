import { describe, expect, it } from 'vitest';
import { contrastRatio, themeProperties } from './theme';

describe('themeProperties', () => {
  it('themes the layer with the primary colour and a legible text colour on it', () => {
    expect(themeProperties('#398FF4')).toEqual({
      '--tv-primary': '#398FF4',
      '--tv-on-primary': '#111111',
    });
    expect(themeProperties('#1a237e')['--tv-on-primary']).toBe('#ffffff');
    expect(themeProperties('#ffeb3b')['--tv-on-primary']).toBe('#111111');
  });

  it('uses the default colour for a value that is not #RRGGBB', () => {
    expect(themeProperties('red; background: url(x)')['--tv-primary']).toBe('#398FF4');
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1);
  });
});
