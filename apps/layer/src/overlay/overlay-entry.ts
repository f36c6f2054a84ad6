import { mountOverlay } from './mount-overlay';

// The overlay's bundle entry (dist/<version>/overlay.js), loaded by the loader on first use: it
// hands its mount function back through `window.trova._overlay` (src/protocol/layer-protocol.ts).
window.trova?._overlay?.((context) => mountOverlay(context));
