import { measureLayerBundle, printLayerBundle } from './bundle/layer-bundle.bench';
import { measureLoginBundle, printLoginBundle } from './bundle/login-bundle.bench';
import { runEngineBench } from './engine/engine.bench';
import { runIngestBench } from './ingest/ingest.bench';
import { runSearchBench } from './search/search.bench';

/**
 * `npm run bench`: every benchmark, printed in one run. Ingest runs before the engine so the RSS of
 * its parse-only row (this process) is not inflated by the engines' indexes; its pipeline figure is
 * the server process's own. The search API runs last, on a fresh server.
 */
printLoginBundle(await measureLoginBundle());
printLayerBundle(await measureLayerBundle());
await runIngestBench();
await runEngineBench();
await runSearchBench();
