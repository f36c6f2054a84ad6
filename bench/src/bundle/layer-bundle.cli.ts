import { measureLayerBundle, printLayerBundle } from './layer-bundle.bench';

/**
 * `npm run bench:layer`: the search layer's bytes on the wire (brotli and gzip, from the real
 * server) beside their targets, and the time to first results in Chromium on a 100k shop; writes
 * bench/results/layer.json. `-- --sizes` measures the bytes only.
 */
const sizesOnly = process.argv.includes('--sizes');
printLayerBundle(await measureLayerBundle(undefined, {}, { sizesOnly }));
