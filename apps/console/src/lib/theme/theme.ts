import {
  createTheme,
  darken,
  DEFAULT_THEME,
  Drawer,
  lighten,
  Loader,
  Modal,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type MantineThemeColors,
} from '@mantine/core';
import { DEFAULT_PRIMARY_COLOR } from '@trova/contracts';
import { readablePalette } from './readable-palette.rules';

/** Mantine needs ten shades; they are derived from the one brand colour, which sits at shade 6. */
export function shadesOf(color: string): MantineColorsTuple {
  return [
    lighten(color, 0.9),
    lighten(color, 0.75),
    lighten(color, 0.6),
    lighten(color, 0.45),
    lighten(color, 0.3),
    lighten(color, 0.15),
    color,
    darken(color, 0.1),
    darken(color, 0.2),
    darken(color, 0.3),
  ];
}

/**
 * Every palette the console can name, made readable (docs/product/accessibility.md#contrast): the
 * shade Mantine draws text, links, outlines and filled backgrounds with reaches 4.5:1. Gray's
 * shade 6 is also the dimmed text colour, so secondary text reads too.
 */
function readableColors(): MantineThemeColors {
  const colors: MantineThemeColors = { ...DEFAULT_THEME.colors };
  for (const name of Object.keys(colors)) {
    // Dark is the dark scheme's surface scale, which the console does not use.
    const palette = colors[name];
    if (name !== 'dark' && palette) colors[name] = readablePalette(palette);
  }
  colors.trova = readablePalette(shadesOf(DEFAULT_PRIMARY_COLOR));
  return colors;
}

/**
 * The console's Mantine theme (docs/product/accessibility.md): readable colours, and names Mantine
 * leaves out. `closeLabel` names every dialog's and side panel's close button in the interface
 * language; a loader is a status, so its label is announced.
 * @example consoleTheme('Chiudi')
 */
export function consoleTheme(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    colors: readableColors(),
    primaryColor: 'trova',
    primaryShade: 6,
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    },
  });
}
