import { STUB_KEY } from './stub-shop.fixtures';

const loaderTag = (version: string) =>
  `<script src="/layer/${version}/loader.js?key=${STUB_KEY}" async></script>`;

/**
 * A storefront whose CSS attacks everything it can reach: if any of it got into the shadow root,
 * the overlay would vanish (`div { display: none }`) or lose its layout (`all: unset`).
 */
export function hostilePage(version: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile shop</title>
<style>* { all: unset !important; } div { display: none !important; }</style></head>
<body><header><label for="shop-search">Search the shop</label>
<input id="shop-search" type="search" name="q"></header>
<main><h1>Hostile shop</h1></main>${loaderTag(version)}</body></html>`;
}

/**
 * A plain storefront with elements wearing the overlay's class names: a stylesheet leaking out of
 * the shadow root would restyle them.
 */
export function plainPage(version: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain shop</title></head>
<body><header><label for="shop-search">Search the shop</label>
<input id="shop-search" type="search" name="q"></header>
<main><h1>Plain shop</h1><p class="tv-layer tv-card" id="probe">A paragraph of the shop</p></main>
${loaderTag(version)}</body></html>`;
}
