import { measureLoginBundle, printLoginBundle } from './bundle/login-bundle.bench';
import { runEngineBench } from './engine/engine.bench';

/** `npm run bench`: every benchmark, printed in one run (the engine against its peers side by side). */
printLoginBundle(await measureLoginBundle());
await runEngineBench();
