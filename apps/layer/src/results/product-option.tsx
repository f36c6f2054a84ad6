import type { CardAttribute, ResultValue, SearchHit } from '@trova/contracts';
import type { LayerFormat } from '../i18n/layer-format';
import { HighlightedText } from './highlighted-text';
import { ProductImage } from './product-image';
import { imageUrl, safeUrl } from './safe-url';

export interface CardSettings {
  /** The layout's configurable attributes (docs/product/layout-design.md#card-tab). */
  attributes: readonly CardAttribute[];
  placeholder: string | undefined;
  format: LayerFormat;
  /** Base URL relative catalogue links resolve against: the shop's page. */
  base: string;
}

interface Props {
  hit: SearchHit;
  id: string;
  active: boolean;
  card: CardSettings;
  /**
   * The shopper follows the card's link (click, middle click, Ctrl or Cmd click): the browser
   * navigates or opens the tab itself, the layer only records the click.
   */
  onFollow: () => void;
}

function asText(value: ResultValue | undefined): string {
  if (Array.isArray(value)) return value.join(', ');
  return value === undefined ? '' : String(value);
}

function CardAttributeLine({
  attribute,
  value,
  base,
}: {
  attribute: CardAttribute;
  value: ResultValue | undefined;
  base: string;
}) {
  const text = asText(value).trim();
  if (!attribute.key || !text) return null;
  if (attribute.type === 'image') {
    const src = safeUrl(Array.isArray(value) ? value[0] : text, base);
    return src ? (
      <img class="tv-card-attr-image" src={src} alt={attribute.label} loading="lazy" />
    ) : null;
  }
  return (
    <span class="tv-card-attr">
      {attribute.label ? `${attribute.label}: ` : ''}
      {text}
    </span>
  );
}

/**
 * One product as an option of the results listbox, and a real link to the product's page
 * (docs/product/layer.md#result-cards-are-links): an `<a href>` carrying the option role (the
 * content of an option is presentational, so the link cannot sit inside one), so a middle click,
 * Ctrl or Cmd click, or the context menu open the product in a new tab as anywhere else. It stays
 * out of the Tab order: keyboard users reach it with the arrows from the search box and open it
 * with Enter (Ctrl+Enter: new tab), the WAI-ARIA combobox pattern. Its accessible name is its
 * text: brand, title, attributes and price.
 */
export function ProductOption({ hit, id, active, card, onFollow }: Props) {
  const { data, pricing, highlights } = hit;
  return (
    <li role="none" class="tv-card-item">
      <a
        id={id}
        role="option"
        aria-selected={active}
        href={safeUrl(data.url, card.base)}
        tabIndex={-1}
        class={active ? 'tv-card tv-active' : 'tv-card'}
        onClick={onFollow}
        // A middle click fires no `click`, only `auxclick` (button 1).
        onAuxClick={(event) => event.button === 1 && onFollow()}
      >
        <ProductImage
          class="tv-card-image"
          src={imageUrl(data.image[0], hit.header.imagePrefix, card.base)}
          placeholder={card.placeholder}
          alt=""
        />
        {data.brand && <span class="tv-card-brand">{data.brand}</span>}
        <span class="tv-card-title">
          <HighlightedText text={data.title} ranges={highlights?.title} />
        </span>
        {card.attributes.map((attribute) => (
          <CardAttributeLine
            key={attribute.key}
            attribute={attribute}
            value={data[attribute.key]}
            base={card.base}
          />
        ))}
        <span class="tv-card-price">
          {card.format.price(pricing.sellingPrice, pricing.currency)}
        </span>
      </a>
    </li>
  );
}
