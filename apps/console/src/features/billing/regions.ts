import {
  AT,
  AU,
  BE,
  BG,
  BR,
  CA,
  CH,
  CN,
  CO,
  DE,
  EE,
  ES,
  FI,
  FR,
  HR,
  IN,
  IT,
  LT,
  LV,
  MX,
  PL,
  RO,
  US,
  UY,
  type CountryData,
} from 'country-region-data';
import { isStateRequired, type RegionCountry } from '@trova/contracts';

/**
 * The region lists of the countries where state is a dropdown (REGION_COUNTRIES in the contracts),
 * from the maintained country-region-data; only these 24 are bundled.
 */
const REGIONS: Readonly<Record<RegionCountry, CountryData>> = {
  US,
  CA,
  DE,
  AT,
  CH,
  ES,
  FR,
  RO,
  FI,
  EE,
  LV,
  LT,
  BR,
  HR,
  IN,
  AU,
  BE,
  BG,
  CN,
  CO,
  MX,
  PL,
  UY,
  IT,
};

export interface RegionOption {
  value: string;
  label: string;
}

/**
 * The regions of a country with a region list, by name; null where state is free text. The value
 * stored is the region's name, which reads the same on an invoice in any language.
 * @example regionOptions('FR') // [{ value: 'Auvergne-Rhône-Alpes', label: 'Auvergne-Rhône-Alpes' }, …]
 */
export function regionOptions(country: string): RegionOption[] | null {
  if (!isStateRequired(country)) return null;
  const entry = REGIONS[country.toUpperCase() as RegionCountry];
  return entry[2].map(([name]) => ({ value: name, label: name }));
}
