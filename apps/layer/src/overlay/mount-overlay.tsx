import { render } from 'preact';
import { currentDevice } from '../layout/device';
import {
  STYLESHEET_FILE,
  type OverlayContext,
  type OverlayController,
} from '../protocol/layer-protocol';
import { OverlayApp, type OverlaySession } from './overlay-app';

/** The host element's tag: not a `div`, so page rules for common tags never select it. */
export const HOST_TAG = 'trova-layer';

/** Show the overlay after this long even if its stylesheet has not answered. */
const STYLESHEET_WAIT_MS = 3000;

export interface MountOptions {
  /** Resolves when the shadow root's stylesheet is ready (tests pass a settled promise). */
  stylesheetReady?: (link: HTMLLinkElement) => Promise<void>;
  fetchImpl?: typeof fetch;
}

function stylesheetLoaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, STYLESHEET_WAIT_MS);
  });
}

/**
 * Adds the layer's host to the page and renders the overlay in its shadow root
 * (apps/layer/DESIGN.md#shadow-dom-and-theming): the shop's CSS cannot reach inside, and the
 * overlay's stylesheet, linked inside the root, cannot leak out. The host stays hidden (inline,
 * important) until that stylesheet is ready, so shoppers never see unstyled markup.
 */
export function mountOverlay(
  context: OverlayContext,
  options: MountOptions = {},
): OverlayController {
  const host = document.createElement(HOST_TAG);
  host.style.setProperty('display', 'none', 'important');
  const root = host.attachShadow({ mode: 'open' });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = context.assetBase + STYLESHEET_FILE;
  const container = document.createElement('div');
  root.append(link, container);
  document.body.append(host);
  const ready = (options.stylesheetReady ?? stylesheetLoaded)(link).then(() =>
    host.style.removeProperty('display'),
  );

  let session: OverlaySession | undefined;
  let opened = 0;

  const close = (restoreFocus: boolean) => {
    if (!session) return;
    const opener = session.opener;
    session = undefined;
    host.removeAttribute('data-open');
    render(null, container);
    context.onClose();
    if (restoreFocus && opener?.isConnected) opener.focus({ preventScroll: true });
  };

  return {
    open(request) {
      // Focus and clicks on the shop's box while open change nothing; an explicit query does.
      if (session && !request.searchNow) return;
      opened += 1;
      const mine = opened;
      session = {
        query: request.query,
        // `window.trova.open` while open reports the host as the focused element: keep the box.
        opener: request.opener === host ? (session?.opener ?? null) : request.opener,
        searchNow: request.searchNow,
        restore: request.restore === true,
        typing: request.typing,
        device: currentDevice(window),
      };
      const current = session;
      void ready.then(() => {
        if (mine !== opened || session !== current) return;
        host.setAttribute('data-open', '');
        render(
          <OverlayApp
            key={mine}
            context={context}
            session={current}
            onClose={close}
            fetchImpl={options.fetchImpl}
          />,
          container,
        );
      });
    },
    close: () => close(true),
  };
}
