import { measureLayerBundle, printLayerBundle } from './layer-bundle.bench';

/**
 * `npm run bench:layer`: the search layer's gzip sizes beside their targets and the time to first
 * results in Chromium on a 100k shop; writes bench/results/layer.json.
 */
printLayerBundle(await measureLayerBundle());
