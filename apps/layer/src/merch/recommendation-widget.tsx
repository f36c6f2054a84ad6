import type { SearchHit, ServedRecommendation } from '@trova/contracts';
import { useRef } from 'preact/hooks';
import type { LayerFormat } from '../i18n/layer-format';
import { ProductImage } from '../results/product-image';
import { imageUrl, safeUrl } from '../results/safe-url';
import type { MerchTexts } from './merch-texts';

export interface WidgetSettings {
  texts: MerchTexts;
  format: LayerFormat;
  /** Base URL relative catalogue links resolve against: the shop's page. */
  base: string;
  /** The layout's placeholder image, already checked; undefined for the built-in one. */
  placeholder?: string | undefined;
}

interface Props {
  recommendation: ServedRecommendation;
  settings: WidgetSettings;
  /** Unique in the document or shadow root: the heading's id. */
  id: string;
}

/**
 * A shopper followed a recommended product: a `click` like a result's (the loader's sender sends
 * it with the shopper's token and device), its position counted from the recommendation's first
 * product. No queryID: a recommendation is not a search.
 */
function track(hit: SearchHit, position: number): void {
  window.trova?.track('click', { objectIDs: [hit.header.externalId], positions: [position] });
}

/**
 * One recommendation (docs/product/layer.md#recommendations): its name as a heading over a
 * carousel of product cards with previous and next buttons, or a row of buttons. Products are
 * links, so Tab reaches each and a middle click opens a new tab; products without a safe link
 * are left out.
 */
export function RecommendationWidget({ recommendation, settings, id }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const { texts, format, base } = settings;
  const products = recommendation.products.flatMap((hit) => {
    const href = safeUrl(hit.data.url, base);
    return href ? [{ hit, href }] : [];
  });
  if (products.length === 0) return null;
  const buttons = recommendation.visualization === 'buttons';
  const scroll = (direction: number) => {
    const list = listRef.current;
    list?.scrollBy?.({ left: direction * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <section
      class="tv-reco"
      aria-labelledby={id}
      aria-roledescription={buttons ? undefined : 'carousel'}
    >
      <div class="tv-reco-head">
        <h2 id={id} class="tv-reco-title">
          {recommendation.name}
        </h2>
        {!buttons && (
          <span class="tv-reco-nav">
            <button type="button" class="tv-reco-arrow" onClick={() => scroll(-1)}>
              <span aria-hidden="true">‹</span>
              <span class="tv-sr-only">{texts.previous}</span>
            </button>
            <button type="button" class="tv-reco-arrow" onClick={() => scroll(1)}>
              <span aria-hidden="true">›</span>
              <span class="tv-sr-only">{texts.next}</span>
            </button>
          </span>
        )}
      </div>
      <ul class={buttons ? 'tv-reco-buttons' : 'tv-reco-track'} ref={listRef}>
        {products.map(({ hit, href }, index) => (
          <li key={hit.header.externalId} class={buttons ? undefined : 'tv-reco-item'}>
            <a
              class={buttons ? 'tv-reco-button' : 'tv-reco-card'}
              href={href}
              onClick={() => track(hit, index + 1)}
            >
              {!buttons && (
                <ProductImage
                  class="tv-reco-image"
                  src={imageUrl(hit.data.image[0], hit.header.imagePrefix, base)}
                  placeholder={settings.placeholder}
                  alt=""
                />
              )}
              <span class={buttons ? undefined : 'tv-reco-name'}>{hit.data.title}</span>
              {!buttons && (
                <span class="tv-reco-price">
                  {format.price(hit.pricing.sellingPrice, hit.pricing.currency)}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
