import css from './embed.css';
import merchCss from '../merch/merch.css';
import { defineEmbedElement, embedApiOrigin } from './embed-element';

// The entry of dist/<version>/embed-<EXTERNAL_WIDGET_SCRIPT_VERSION>.js: pasted on any shop page
// beside <trova-recommendation> elements. `currentScript` is only set while the script first runs.
defineEmbedElement(window, {
  apiOrigin: embedApiOrigin(
    document.currentScript instanceof HTMLScriptElement ? document.currentScript : null,
    window.location.origin,
  ),
  css: css + merchCss,
});
