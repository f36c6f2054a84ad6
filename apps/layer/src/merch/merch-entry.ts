import { merchModule } from './merch-module';

// The entry of dist/<version>/merch.js: banners and in-layer recommendations, built against the
// overlay's Preact (scripts/build-layer.ts) and handed to it through window.trova._merch.
window.trova?._merch?.(merchModule);
