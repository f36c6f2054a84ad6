import type { LayerConfiguration, SearchBanner, SearchHit } from '@trova/contracts';
import type { FunctionComponent } from 'preact';
import type { useEffect, useRef, useState } from 'preact/hooks';
import type { jsx } from 'preact/jsx-runtime';
import type { Device } from '../layout/device';

/**
 * What the loader hands the overlay once `overlay.js` has run. The two files are built separately
 * (the loader must stay within 3 KB gzip, see apps/layer/DESIGN.md), so this is their only contract.
 */
export interface OverlayContext {
  config: LayerConfiguration;
  /** Origin of the Trova server: `<apiOrigin>/API/shops/<key>/search`. */
  apiOrigin: string;
  /** Folder of the running layer version, ending in '/': `overlay.css` is loaded from it. */
  assetBase: string;
  /** The console preview's token, passed on to every search (docs/product/preview.md). */
  previewToken: string | undefined;
  /**
   * The shopper's anonymous token (src/loader/user-token.ts), sent with each search so the server
   * ties searches to the events the loader sends. Undefined in the console's preview, which
   * records nothing.
   */
  userToken?: string | undefined;
  /** Called after the overlay closed, so the loader ignores the focus it returns to the input. */
  onClose(): void;
}

export interface OpenRequest {
  query: string;
  /** Where focus returns on Escape or close: the shop's search box, or whatever had focus. */
  opener: HTMLElement | null;
  /** Search at once whatever the typing mode (`window.trova.open('shoes')`). */
  searchNow: boolean;
  /** The page was opened on a readable search address: the overlay reads its search from it. */
  restore?: boolean;
  /**
   * The shop's box the shopper is typing in. It keeps receiving keystrokes until the overlay's
   * own box takes focus, so the overlay reads its text and caret at that moment rather than
   * `query`, which is only what was typed when the loader asked (docs/product/layer.md#typing-before-the-overlay-is-ready).
   */
  typing?: HTMLInputElement | HTMLTextAreaElement;
}

export interface OverlayController {
  open(request: OpenRequest): void;
  close(): void;
}

export type OverlayMount = (context: OverlayContext) => OverlayController;

/** One `window.trova.track(...)` call, queued until the loader's sender flushes it. */
export interface TrackedEvent {
  name: string;
  payload: Record<string, unknown> | undefined;
  at: number;
}

/**
 * `window.trova`: the page's handle on the layer (docs/product/layer.md#the-page-api).
 * `_overlay` is internal: `overlay.js` calls it with its mount function.
 */
export interface TrovaGlobal {
  /** Queued events, drained by the loader's sender (src/loader/event-sender.ts). */
  q: TrackedEvent[];
  track(name: string, payload?: Record<string, unknown>): void;
  open(query?: string): void;
  /**
   * The queryID of the shopper's last search within QUERY_ID_MAX_AGE_MS, or with a product id,
   * that of the last search that showed or led to that product (src/loader/search-memory.ts).
   */
  lastQueryId(objectID?: string): string | undefined;
  _overlay?: (mount: OverlayMount) => void;
  /** Internal: `scan.js` calls it with its decoder factory (src/input/scan-loader.ts). */
  _scan?: (factory: ScanDecoderFactory) => void;
  /** Internal: `merch.js` calls it with its components (src/merch/use-merch.ts). */
  _merch?: (merch: MerchModule) => void;
  /** Internal: the overlay's Preact, which `merch.js` renders with (one instance, one tree). */
  _preact?: PreactRuntime;
}

/**
 * What `merch.js` needs of Preact. The chunk is built against these instead of its own copy, so
 * its components render inside the overlay's tree and their hooks run on the overlay's Preact.
 */
export interface PreactRuntime {
  jsx: typeof jsx;
  useState: typeof useState;
  useEffect: typeof useEffect;
  useRef: typeof useRef;
}

/** A search answer's product or card banner, in the order the results list shows them. */
export type ResultEntry = SearchHit | SearchBanner;

/** Where the overlay asks for recommendations (docs/product/layer.md#recommendations). */
export interface RecommendationsProps {
  context: Pick<OverlayContext, 'config' | 'apiOrigin' | 'previewToken'>;
  place: 'showcase' | 'noResults';
  /** The query that found nothing (no results). */
  q: string;
}

/**
 * `merch.js`: banners and in-layer recommendations (docs/product/layer.md#banners), loaded only
 * when an answer carries banners or the shop has in-layer recommendations, so `overlay.js` stays
 * within its budget.
 */
export interface MerchModule {
  Recommendations: FunctionComponent<RecommendationsProps>;
  ListingBanner: FunctionComponent<{ banners: readonly SearchBanner[]; device: Device }>;
  /** A card banner as an option of the results listbox; opening it follows its link. */
  CardBanner: FunctionComponent<{
    banner: SearchBanner;
    device: Device;
    id: string;
    active: boolean;
    onOpen: (newTab: boolean) => void;
  }>;
  /** The products with the card banners at their 1-based slots. */
  withCardBanners(hits: readonly SearchHit[], banners: readonly SearchBanner[]): ResultEntry[];
  /** Where a banner links to, when it is a safe http(s) address. */
  bannerLink(banner: SearchBanner): string | undefined;
}

/** Decodes retail barcodes (EAN, UPC) in one camera frame; undefined when none is readable. */
export interface ScanDecoder {
  decode(image: ImageData): Promise<string | undefined>;
}

/**
 * What `scan.js` (the ZXing fallback, loaded only when a shopper taps scan) hands the overlay:
 * given the layer's asset folder, a decoder that loads its WebAssembly from that same folder.
 */
export type ScanDecoderFactory = (assetBase: string) => ScanDecoder;

/** What the console's preview page sets before the loader runs (alternative to the attribute). */
export interface TrovaPreviewGlobal {
  token?: string;
}

declare global {
  interface Window {
    trova?: TrovaGlobal;
    trovaPreview?: TrovaPreviewGlobal;
  }
}

/**
 * The files the bundles add, also as plain constants: loader and overlay import these rather than
 * LAYER_FILES, so the names of files they never load stay out of their bundles.
 */
export const OVERLAY_FILE = 'overlay.js';
export const STYLESHEET_FILE = 'overlay.css';
export const SCAN_FILE = 'scan.js';
export const MERCH_FILE = 'merch.js';

/** Files of one layer version folder (`dist/<version>/`). */
export const LAYER_FILES = {
  loader: 'loader.js',
  overlay: OVERLAY_FILE,
  stylesheet: STYLESHEET_FILE,
  /** The barcode scanner's fallback decoder, for browsers without `BarcodeDetector`. */
  scan: SCAN_FILE,
  /** ZXing's WebAssembly, copied from zxing-wasm by the build; `scan.js` fetches it. */
  zxingWasm: 'zxing_reader.wasm',
  /** Banners and in-layer recommendations, on demand (src/merch/use-merch.ts). */
  merch: MERCH_FILE,
} as const;
