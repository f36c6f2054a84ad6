import { measureLoginBundle, printLoginBundle } from './login-bundle.bench';

/** `npm run bench:bundle`: only the login-route bundle figure. */
printLoginBundle(await measureLoginBundle());
