import type { INDUSTRIES } from '@trova/contracts';
import type { TFunction } from 'i18next';

type Industry = (typeof INDUSTRIES)[number];

/** The locale key of each sector `GET industries` answers; the sector's value stays its English name. */
const SECTOR_KEYS = {
  Fashion: 'fashion',
  Electronics: 'electronics',
  'Home and garden': 'homeGarden',
  'Health and beauty': 'healthBeauty',
  'Sports and outdoors': 'sportsOutdoors',
  'Food and drink': 'foodDrink',
  'Toys and games': 'toysGames',
  Automotive: 'automotive',
  'Books and media': 'booksMedia',
  Pets: 'pets',
  'Jewellery and accessories': 'jewelleryAccessories',
  Other: 'other',
} as const satisfies Record<Industry, string>;

function isIndustry(value: string): value is Industry {
  return Object.hasOwn(SECTOR_KEYS, value);
}

/**
 * A sector's name in the interface language (docs/product/onboarding.md#start-sector); a sector the
 * console has no name for is shown as the server sent it.
 * @example sectorName(t, 'Home and garden') // 'Casa e giardino' in Italian
 */
export function sectorName(t: TFunction, sector: string): string {
  return isIndustry(sector) ? t(`wizard.sectors.${SECTOR_KEYS[sector]}`) : sector;
}
