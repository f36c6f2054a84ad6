import { z } from 'zod';
import {
  ATTRIBUTE_LIST_MAX,
  CARD_ATTRIBUTES_MAX,
  CARD_ATTRIBUTE_TYPES,
  LAST_SEARCHES_RESET_OPTIONS,
  MAIN_CATEGORIES_MAX,
  MIN_CHARS_DEFAULT,
  MIN_CHARS_MAX,
  MIN_CHARS_SETTER_MIN,
  RECOMMENDATION_CATEGORIES_MAX,
} from '../constants/layout.constants';

/** Showcase item: banner, lastSearches, recommendationsCategories, mainCategories or dynamic-N. */
export const SHOWCASE_ITEM_PATTERN =
  /^(banner|lastSearches|recommendationsCategories|mainCategories|dynamic-\d+)$/;
export const showcaseItemSchema = z.string().regex(SHOWCASE_ITEM_PATTERN);

/** Category tile: `value` is the slash-separated path; `img` is used by main categories only. */
export const categoryItemSchema = z.object({
  key: z.string(),
  value: z.string(),
  name: z.string(),
  img: z.string().optional(),
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;

const deviceCommon = {
  typing: z.literal([1, 2]),
  minChars: z.number().int().min(MIN_CHARS_SETTER_MIN).max(MIN_CHARS_MAX),
  paging: z.literal([1, 2]),
  perPage: z.literal([1, 2, 3, 4]),
  showcase: z.boolean(),
  showcaseItems: z.array(showcaseItemSchema).max(ATTRIBUTE_LIST_MAX),
  showcaseBanner: z.boolean(),
  showcaseBannerSrc: z.string(),
  showcaseBannerUrl: z.string(),
  showcaseBannerName: z.string(),
  showcaseMainCategories: z.boolean(),
  showcaseMainCategoriesItems: z.array(categoryItemSchema).max(MAIN_CATEGORIES_MAX),
  showcaseRecommendationsCategories: z.boolean(),
  recommendationCategoriesItems: z.array(categoryItemSchema).max(RECOMMENDATION_CATEGORIES_MAX),
  showcaseLastSearches: z.boolean(),
  showcaseLastSearchesOption: z.enum(LAST_SEARCHES_RESET_OPTIONS),
};

/** Desktop design; numeric codes are explained beside LAYER_LAYOUT_CODES. */
export const desktopLayoutSchema = z.object({
  ...deviceCommon,
  layout: z.literal([1, 2, 3]),
  logoUrl: z.string(),
});
export type DesktopLayout = z.infer<typeof desktopLayoutSchema>;

export const mobileLayoutSchema = z.object({ ...deviceCommon, barcode: z.boolean() });
export type MobileLayout = z.infer<typeof mobileLayoutSchema>;

function emptyShowcase() {
  return {
    showcase: false,
    showcaseItems: [],
    showcaseBanner: false,
    showcaseBannerSrc: '',
    showcaseBannerUrl: '',
    showcaseBannerName: '',
    showcaseMainCategories: false,
    showcaseMainCategoriesItems: [],
    showcaseRecommendationsCategories: false,
    recommendationCategoriesItems: [],
    showcaseLastSearches: false,
    showcaseLastSearchesOption: '1W' as const,
  };
}

/**
 * Desktop defaults: layout 1, typing 1, minChars 4, paging 1, perPage 1, showcase off.
 * @example defaultDesktopLayout().minChars // 4
 */
export function defaultDesktopLayout(): DesktopLayout {
  return {
    layout: 1,
    typing: 1,
    minChars: MIN_CHARS_DEFAULT,
    paging: 1,
    perPage: 1,
    logoUrl: '',
    ...emptyShowcase(),
  };
}

/**
 * Mobile defaults: typing 1, minChars 4, paging 1, perPage 2, barcode off, showcase off.
 * @example defaultMobileLayout().perPage // 2
 */
export function defaultMobileLayout(): MobileLayout {
  return {
    typing: 1,
    minChars: MIN_CHARS_DEFAULT,
    paging: 1,
    perPage: 2,
    barcode: false,
    ...emptyShowcase(),
  };
}

export const cardAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(CARD_ATTRIBUTE_TYPES),
});
export type CardAttribute = z.infer<typeof cardAttributeSchema>;

/** Product card: at most two configurable attributes. */
export const layoutCardSchema = z.object({
  configurableAttributes: z.array(cardAttributeSchema).max(CARD_ATTRIBUTES_MAX),
});
export type LayoutCard = z.infer<typeof layoutCardSchema>;
