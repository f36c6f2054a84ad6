import { EXTERNAL_WIDGET_ELEMENT, EXTERNAL_WIDGET_FILE } from '../constants/recommend.constants';

/** Attribute values as HTML text: a pasted snippet must never break out of its quotes. */
function attribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The HTML an owner pastes to show an external recommendation on a page
 * (docs/product/visual-machine.md#embed): the embed script from the layer's `latest` folder, and
 * the element naming the tag and the shop key, with the page's category, brand and price to fill
 * in (and, on a product page, `product-id`). `layerUrl` is the console configuration's `layerUrl`.
 *
 * @example
 * externalEmbedSnippet({ layerUrl: 'https://trova.example/layer', shopKey: 'k1', tag: 'widget-7' });
 * // '<script src="https://trova.example/layer/latest/embed-1.0.0.js" async></script>\n<trova-recommendation tag="widget-7" shop-key="k1" category="" brand="" price=""></trova-recommendation>'
 */
export function externalEmbedSnippet(options: {
  layerUrl: string;
  shopKey: string;
  tag: string;
}): string {
  const base = options.layerUrl.replace(/\/+$/, '');
  const script = `<script src="${attribute(`${base}/latest/${EXTERNAL_WIDGET_FILE}`)}" async></script>`;
  const element =
    `<${EXTERNAL_WIDGET_ELEMENT} tag="${attribute(options.tag)}" ` +
    `shop-key="${attribute(options.shopKey)}" category="" brand="" price=""></${EXTERNAL_WIDGET_ELEMENT}>`;
  return `${script}\n${element}`;
}
