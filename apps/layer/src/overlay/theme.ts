import { DEFAULT_PRIMARY_COLOR } from '@trova/contracts';

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#RRGGBB` colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * CSS custom properties of the layer's theme (docs/product/layout-design.md#general-tab: primary
 * colour). `--tv-on-primary` is white or near-black, whichever reads better on the primary, so
 * buttons stay legible whatever colour the shop picks.
 */
export function themeProperties(primary: string): Record<string, string> {
  const color = /^#[0-9a-fA-F]{6}$/.test(primary) ? primary : DEFAULT_PRIMARY_COLOR;
  const onPrimary =
    contrastRatio(color, '#ffffff') >= contrastRatio(color, '#111111') ? '#ffffff' : '#111111';
  return { '--tv-primary': color, '--tv-on-primary': onPrimary };
}
