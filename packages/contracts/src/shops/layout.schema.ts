import { z } from 'zod';
import { DEFAULT_PRIMARY_COLOR } from '../constants/console.constants';
import { ATTRIBUTE_LIST_MAX } from '../constants/layout.constants';
import {
  categoryLevelSchema,
  defaultSortValues,
  icebreakerSchema,
  layoutDynamicFacetsSchema,
  layoutFacetSchema,
  layoutLanguageSchema,
  layoutSortSchema,
} from './layout-facets.schema';
import {
  defaultDesktopLayout,
  defaultMobileLayout,
  desktopLayoutSchema,
  layoutCardSchema,
  mobileLayoutSchema,
} from './layout-device.schema';

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Layout of the search layer (docs/product/layout-design.md#defaults). */
export const layoutSchema = z.object({
  primaryColor: hexColorSchema,
  facets: z.array(layoutFacetSchema).max(ATTRIBUTE_LIST_MAX),
  sort: layoutSortSchema,
  /** Image placeholder URL, empty for the built-in one. */
  placeholder: z.string(),
  icebreaker: icebreakerSchema,
  language: layoutLanguageSchema,
  isZeroOrNull: z.boolean(),
  zeroOrNull: z.string(),
  /** Dynamic blocks instead of banners (Visual Machine). */
  dynamicBanner: z.boolean(),
  dynamicFacets: layoutDynamicFacetsSchema,
  categoryLevel: categoryLevelSchema,
  desktop: desktopLayoutSchema,
  mobile: mobileLayoutSchema,
  card: layoutCardSchema,
});
export type Layout = z.infer<typeof layoutSchema>;

/**
 * A complete default layout. Values the product pages leave open (icebreaker number, voice
 * language, dynamic facet style) are listed in DECISIONS.md.
 * @example layoutSchema.parse(defaultLayout()).primaryColor // '#398FF4'
 */
export function defaultLayout(): Layout {
  return {
    primaryColor: DEFAULT_PRIMARY_COLOR,
    facets: [],
    sort: { active: true, values: defaultSortValues() },
    placeholder: '',
    icebreaker: { isActive: false, number: 4 },
    language: { isActive: false, languageType: 'default', language: 'en-US' },
    isZeroOrNull: false,
    zeroOrNull: '',
    dynamicBanner: false,
    dynamicFacets: {
      dynamicType: 'checkbox-MC',
      dynamicSearch: false,
      dynamicSorting: 'results',
      filename: '',
      csvData: [],
    },
    categoryLevel: { level: 1, choiceList: [], list: [] },
    desktop: defaultDesktopLayout(),
    mobile: defaultMobileLayout(),
    card: { configurableAttributes: [] },
  };
}

/**
 * A stored layout may miss whole sections; they are filled with defaults on read
 * (docs/product/layout-design.md#defaults).
 */
export const partialLayoutSchema = layoutSchema.partial();
export type PartialLayout = z.infer<typeof partialLayoutSchema>;

/**
 * Fills missing sections (language, facets, sort, icebreaker, desktop, mobile and the rest) with
 * defaults; present sections are kept as they are.
 * @example withLayoutDefaults({ primaryColor: '#000000' }).sort.values.length // 3
 */
export function withLayoutDefaults(layout: PartialLayout): Layout {
  const defaults = defaultLayout();
  const filled: Partial<Layout> = { ...layout };
  for (const key of Object.keys(defaults) as (keyof Layout)[]) {
    if (filled[key] === undefined) Object.assign(filled, { [key]: defaults[key] });
  }
  return layoutSchema.parse(filled);
}
