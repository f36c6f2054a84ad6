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
  onOpen: (newTab: boolean) => void;
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
 * One product as an option of the results listbox. Options cannot hold links or buttons (their
 * content is presentational for assistive technology), so the whole card opens the product.
 */
export function ProductOption({ hit, id, active, card, onOpen }: Props) {
  const { data, pricing, highlights } = hit;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      class={active ? 'tv-card tv-active' : 'tv-card'}
      onClick={(event) => onOpen(event.ctrlKey || event.metaKey || event.button === 1)}
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
      <span class="tv-card-price">{card.format.price(pricing.sellingPrice, pricing.currency)}</span>
    </li>
  );
}
