import {
  EXTERNAL_WIDGET_ELEMENT,
  type RecommendContext,
  type ServedRecommendation,
} from '@trova/contracts';
import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { layerFormat } from '../i18n/layer-format';
import { merchTexts } from '../merch/merch-texts';
import { fetchRecommendations, recommendUrl } from '../merch/recommend-client';
import { RecommendationWidget } from '../merch/recommendation-widget';

/** The element's attributes (docs/product/visual-machine.md#embed); a change draws it again. */
export const EMBED_ATTRIBUTES = [
  'tag',
  'shop-key',
  'category',
  'brand',
  'price',
  'product-id',
  'lang',
] as const;
type Attributes = Partial<Record<(typeof EMBED_ATTRIBUTES)[number], string>>;

export interface EmbedOptions {
  /** Origin of the Trova server (the script's own, or its `data-trova-api`). */
  apiOrigin: string;
  /** The shadow root's stylesheet. */
  css: string;
  fetchImpl?: typeof fetch;
}

/** A price as pages print it ("19,90" or "19.90") in the form the call takes. */
function price(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  return text === '' ? undefined : text;
}

function EmbedWidget({ attributes, options }: { attributes: Attributes; options: EmbedOptions }) {
  const [served, setServed] = useState<ServedRecommendation[]>([]);
  const key = attributes['shop-key'] ?? '';
  const productId = attributes['product-id']?.trim() || undefined;
  const context: RecommendContext = productId ? 'product' : 'external';
  const url = recommendUrl(options.apiOrigin, key, {
    context,
    tag: attributes.tag,
    productId,
    category: attributes.category,
    brand: attributes.brand,
    price: price(attributes.price),
  });
  useEffect(() => {
    if (!key || !attributes.tag) return undefined;
    const controller = new AbortController();
    void fetchRecommendations(url, controller.signal, options.fetchImpl).then((list) => {
      if (!controller.signal.aborted) setServed(list);
    });
    return () => controller.abort();
  }, [url, key, attributes.tag, options.fetchImpl]);
  const language = attributes.lang || document.documentElement.lang || 'en';
  const settings = useMemo(
    () => ({
      texts: merchTexts(language),
      format: layerFormat(language),
      base: window.location.href,
    }),
    [language],
  );
  return (
    <>
      <style>{options.css}</style>
      {served.map((recommendation, index) => (
        <RecommendationWidget
          key={recommendation.id}
          recommendation={recommendation}
          settings={settings}
          id={`tv-reco-external-${index}`}
        />
      ))}
    </>
  );
}

/**
 * Defines `<trova-recommendation>` once per page: each element draws, in its own shadow root, the
 * external recommendations of its `tag` for the page its attributes describe (a product page with
 * `product-id`, any other with `category`, `brand` and `price`). Nothing shows while loading or
 * when no recommendation applies.
 */
export function defineEmbedElement(win: Window & typeof globalThis, options: EmbedOptions): void {
  if (win.customElements.get(EXTERNAL_WIDGET_ELEMENT)) return;
  class TrovaRecommendation extends win.HTMLElement {
    static observedAttributes = [...EMBED_ATTRIBUTES];

    connectedCallback(): void {
      this.draw();
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.draw();
    }

    disconnectedCallback(): void {
      if (this.shadowRoot) render(null, this.shadowRoot);
    }

    private draw(): void {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const attributes: Attributes = {};
      for (const name of EMBED_ATTRIBUTES) {
        const value = this.getAttribute(name);
        if (value !== null) attributes[name] = value;
      }
      render(<EmbedWidget attributes={attributes} options={options} />, root);
    }
  }
  win.customElements.define(EXTERNAL_WIDGET_ELEMENT, TrovaRecommendation);
}

/**
 * The Trova origin the embed script calls: its own tag's origin, or the tag's `data-trova-api`.
 * @example embedApiOrigin(script) // 'https://trova.example'
 */
export function embedApiOrigin(script: HTMLScriptElement | null, fallback: string): string {
  try {
    const override = script?.dataset.trovaApi;
    if (override) return new URL(override).origin;
    if (script?.src) return new URL(script.src).origin;
  } catch {
    // A malformed address falls back to the page's origin.
  }
  return fallback;
}
