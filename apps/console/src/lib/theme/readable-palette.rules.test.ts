import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readablePalette, tintOnWhite } from './readable-palette.rules';
import { consoleTheme } from './theme';

const AA = 4.5;

describe('the console theme is readable (docs/product/accessibility.md#contrast)', () => {
  // What the console's provider ends up with: Mantine's defaults under the console's theme.
  const effective = mergeMantineTheme(DEFAULT_THEME, consoleTheme('Close'));
  const colors = Object.entries(effective.colors).filter(([name]) => name !== 'dark');

  it.each(colors)('draws %s text and white-on-filled text at 4.5:1 or more', (_name, palette) => {
    const shade = palette[6];
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(shade, tintOnWhite(shade, 0.12))).toBeGreaterThanOrEqual(AA);
  });

  it('keeps every hover shade at least as dark as the resting one', () => {
    for (const [, palette] of colors) {
      for (const shade of [7, 8, 9] as const) {
        expect(contrastRatio(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(
          contrastRatio(palette[6], '#ffffff') - 0.01,
        );
      }
    }
  });

  it('makes dimmed (gray 6) text readable on white and on the light gray of panels', () => {
    const dimmed = effective.colors.gray[6];
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(dimmed, DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the light shades of a palette and leaves a readable one as it is', () => {
    const blue = readablePalette(DEFAULT_THEME.colors.blue);
    expect(blue.slice(0, 6)).toEqual(DEFAULT_THEME.colors.blue.slice(0, 6));
    const violet = readablePalette(DEFAULT_THEME.colors.violet);
    expect(readablePalette(violet)).toBe(violet);
  });
});
