import type { CategoryItem } from '@trova/contracts';
import type { LayerTexts } from '../i18n/layer-texts';
import { ProductImage } from '../results/product-image';
import { safeUrl } from '../results/safe-url';

interface Props {
  items: readonly CategoryItem[];
  texts: LayerTexts;
  base: string;
  onCategory: (item: CategoryItem) => void;
}

/** Recommendation categories: short chips (the layout gives them no image). */
export function RecommendedCategories({ items, texts, onCategory }: Props) {
  return (
    <section class="tv-block" aria-labelledby="tv-recommended-title">
      <h2 id="tv-recommended-title" class="tv-block-title">
        {texts.recommendedCategories}
      </h2>
      <ul class="tv-chips">
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" class="tv-chip" onClick={() => onCategory(item)}>
              {item.name || item.value}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Main categories: tiles with the category's image (2:1, docs/product/layout-design.md#showcase).
 * A missing or broken image falls back to the built-in one, like product images.
 */
export function MainCategories({ items, texts, base, onCategory }: Props) {
  return (
    <section class="tv-block" aria-labelledby="tv-categories-title">
      <h2 id="tv-categories-title" class="tv-block-title">
        {texts.mainCategories}
      </h2>
      <ul class="tv-tiles">
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" class="tv-tile" onClick={() => onCategory(item)}>
              <ProductImage
                class="tv-tile-image"
                src={safeUrl(item.img, base)}
                placeholder={undefined}
                alt=""
              />
              <span class="tv-tile-name">{item.name || item.value}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
