import { measureLayerBundle, printLayerBundle } from './layer-bundle.bench';

/** `npm run bench:layer`: the search layer's gzip sizes beside their targets; writes bench/results/layer.json. */
printLayerBundle(measureLayerBundle());
