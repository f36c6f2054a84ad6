import type { LayerConfiguration } from '@trova/contracts';
import { currentDevice } from '../layout/device';
import type { OpenRequest, OverlayController, TrovaGlobal } from '../protocol/layer-protocol';
import { searchBoxMatcher } from './input-target';
import { fetchLayerConfiguration } from './layer-config-fetch';
import { overlayLoader } from './overlay-loader';
import { findLoaderScript, readScriptContext, type ScriptContext } from './script-context';
import { startEventSender, type EventSender } from './event-sender';
import { recallQueryId } from './search-memory';
import { createTrovaGlobal } from './trova-global';
import { readUserToken } from './user-token';

type Show = (request: OpenRequest) => void;

/**
 * Wires a configured shop: the shop's search box (found per event, see searchBoxMatcher) opens
 * the overlay on focus, click or typing, loading `overlay.js` the first time; pointing at the box
 * already starts that load. Keystrokes are never taken from the box: it keeps what the shopper
 * types until the overlay's box takes focus and its text and caret over
 * (docs/product/layer.md#typing-before-the-overlay-is-ready).
 */
function connect(
  win: Window,
  context: ScriptContext,
  config: LayerConfiguration,
  trova: TrovaGlobal,
  userToken: string | undefined,
): Show {
  const doc = win.document;
  const loadOverlay = overlayLoader(doc, context.assetBase, trova);
  let controller: OverlayController | undefined;
  // The focus the overlay gives back to the shop's box on close must not reopen it.
  let ignoreFocus = false;
  const show: Show = (request) => {
    void loadOverlay().then((mount) => {
      if (!mount) {
        // An Enter held back for the overlay goes to the shop's own search after all.
        if (request.searchNow) request.typing?.form?.submit();
        return;
      }
      controller ??= mount({
        config,
        apiOrigin: context.apiOrigin,
        assetBase: context.assetBase,
        previewToken: context.previewToken,
        userToken,
        onClose: () => {
          ignoreFocus = true;
          win.setTimeout(() => (ignoreFocus = false), 0);
        },
      });
      controller.open(request);
    });
  };
  const isSearchBox = searchBoxMatcher(config.selector, currentDevice(win));
  const fromBox = (box: HTMLInputElement | HTMLTextAreaElement, searchNow: boolean) =>
    show({ query: box.value, opener: box, searchNow, typing: box });
  const onShopBox = (event: Event) => {
    const { target, type } = event;
    if (!isSearchBox(target) || (type === 'focusin' && ignoreFocus)) return;
    if (type === 'pointerover') void loadOverlay();
    else if (type !== 'keydown') fromBox(target, false);
    else if ((event as KeyboardEvent).key === 'Enter') {
      // Enter searches in the overlay, also before it is there, rather than submitting the
      // shop's form: that would leave the page with the text.
      event.preventDefault();
      fromBox(target, true);
    }
  };
  for (const type of ['focusin', 'click', 'input', 'keydown', 'pointerover']) {
    doc.addEventListener(type, onShopBox, true);
  }
  // A readable search address (a reload, a shared link) reopens its search; the overlay reads it.
  const { seo } = config;
  const active = doc.activeElement;
  if (
    seo.isActive &&
    win.location.hash.startsWith(`#/${encodeURIComponent(seo.searchWord || 'search')}/`)
  ) {
    show({ query: '', opener: null, searchNow: true, restore: true });
  } else if (isSearchBox(active)) {
    // The shopper reached the box before the loader or the configuration arrived.
    fromBox(active, false);
  }
  return show;
}

/**
 * The loader: reads its tag, fetches the shop's layer configuration, and loads the overlay the
 * first time the shopper focuses, clicks or types in the shop's search box, or the page calls
 * `window.trova.open` (docs/product/layer.md#the-loader). Resolves once the configuration is
 * known; without one (unknown key, unpublished shop) the layer stays off and sends no events.
 * The console's preview (a preview token) sends none either: its owner is not a shopper.
 */
export async function bootLoader(win: Window, fetchImpl: typeof fetch = fetch): Promise<void> {
  const doc = win.document;
  const context = readScriptContext(findLoaderScript(doc), win);
  if (!context) {
    console.warn('Trova: add ?key=<shop key> to the loader URL');
    return;
  }
  let sender: EventSender | undefined;
  const recall = (objectIDs?: unknown[]) => recallQueryId(win, context.key, objectIDs);
  const trova = createTrovaGlobal(
    (query) => {
      const request: OpenRequest = {
        query: query ?? '',
        opener: doc.activeElement instanceof HTMLElement ? doc.activeElement : null,
        searchNow: query !== undefined,
      };
      void connected.then((show) => show?.(request));
    },
    win.trova,
    () => sender?.schedule(),
    recall,
  );
  win.trova = trova;
  const connected = fetchLayerConfiguration(context, fetchImpl, (message) =>
    console.warn(message),
  ).then((config) => {
    if (!config) return undefined;
    let userToken: string | undefined;
    if (!context.previewToken) {
      userToken = readUserToken(win, context.key);
      sender = startEventSender({
        win,
        url: `${context.apiOrigin}/API/events?key=${encodeURIComponent(context.key)}`,
        queue: trova.q,
        userToken,
        fetchImpl,
        recall,
      });
    }
    return connect(win, context, config, trova, userToken);
  });
  await connected;
}
