import { ensureConsoleBuild } from './lib/console-build';
import { main } from '../apps/server/src/main';

/** `npm start`: build what is stale, then run the server on embedded defaults. */
ensureConsoleBuild();
await main();
