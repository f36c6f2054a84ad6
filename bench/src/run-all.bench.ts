import { measureLoginBundle, printLoginBundle } from './bundle/login-bundle.bench';

/** `npm run bench`: every benchmark, printed in one run. */
printLoginBundle(await measureLoginBundle());
