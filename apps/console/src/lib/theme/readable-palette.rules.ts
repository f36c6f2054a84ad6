import { darken, luminance, toRgba, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2 AA for body text (docs/product/accessibility.md#contrast). */
export const MIN_TEXT_CONTRAST = 4.5;
/**
 * The strongest tint Mantine lays under text of the same colour: the light variant's hover
 * (`alpha(shade, 0.12)`); the resting tint (0.1) is lighter, so it reads better.
 */
const LIGHT_TINT = 0.12;
/** The shade every variant uses in light mode: filled, light text, outline, subtle, `c=`. */
export const READABLE_SHADE = 6;
const DARKEN_STEP = 0.02;

/**
 * WCAG contrast ratio of two opaque colours, 1 to 21.
 * @example contrastRatio('#ffffff', '#000000') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * `color` laid at `opacity` over white, as the opaque colour the eye sees.
 * @example tintOnWhite('#000000', 0.5) // 'rgb(128, 128, 128)'
 */
export function tintOnWhite(color: string, opacity: number): string {
  const { r, g, b } = toRgba(color);
  const mix = (channel: number) => Math.round(channel * opacity + 255 * (1 - opacity));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/** Whether text in `color` reads on white and on its own light tint (and white text on it). */
export function isReadable(color: string): boolean {
  return (
    contrastRatio(color, '#ffffff') >= MIN_TEXT_CONTRAST &&
    contrastRatio(color, tintOnWhite(color, LIGHT_TINT)) >= MIN_TEXT_CONTRAST
  );
}

/**
 * The palette with its shade 6 darkened just enough to be readable as text and under white text
 * (docs/product/accessibility.md#contrast); the lighter shades keep their hue and lightness, and
 * shades 7 to 9 stay darker than the new 6 so hovers read too. Readable palettes come back as they
 * are.
 * @example readablePalette(DEFAULT_THEME.colors.gray)[6] // a gray darker than '#868e96'
 */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const base = palette[READABLE_SHADE];
  let amount = 0;
  while (!isReadable(darken(base, amount)) && amount < 1) amount += DARKEN_STEP;
  if (amount === 0) return palette;
  const readable = darken(base, amount);
  const darker = (shade: number) => {
    const original = palette[shade] ?? readable;
    const stepped = darken(readable, (shade - READABLE_SHADE) * 0.1);
    return luminance(original) < luminance(stepped) ? original : stepped;
  };
  return [
    palette[0],
    palette[1],
    palette[2],
    palette[3],
    palette[4],
    palette[5],
    readable,
    darker(7),
    darker(8),
    darker(9),
  ];
}
