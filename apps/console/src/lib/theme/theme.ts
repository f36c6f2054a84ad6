import { createTheme, darken, lighten, type MantineColorsTuple } from '@mantine/core';
import { DEFAULT_PRIMARY_COLOR } from '@trova/contracts';

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

export const theme = createTheme({
  colors: { trova: shadesOf(DEFAULT_PRIMARY_COLOR) },
  primaryColor: 'trova',
  primaryShade: 6,
});
