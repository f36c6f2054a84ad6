import type { TestProject } from 'vitest/node';
import { ensureConsoleBuild } from '../../scripts/lib/console-build';
import { startTrova } from '../../scripts/lib/trova-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The data dir of the Trova under test: its SQLite file and mail outbox. */
    dataDir: string;
    /** The demo login `npm start` printed on its empty data dir. */
    demoLogin: { email: string; password: string } | undefined;
  }
}

/** One Trova for the whole e2e run, started through `npm start` after building the console. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureConsoleBuild();
  // The wizard journey connects a feed served on loopback, which production refuses by default.
  // Every file signs up and logs in its own owners from this one address, more than the per-address
  // limits a real visitor gets in their window (docs/security.md); their own tests cover the limits.
  const trova = await startTrova({
    TROVA_ALLOW_PRIVATE_FEEDS: 'true',
    TROVA_RATE_LIMIT_SIGNUP_PER_IP: '1000',
    TROVA_RATE_LIMIT_LOGIN_PER_IP: '1000',
    // The real-client tests read back clicks and conversions from the rollups: seconds, not a minute.
    TROVA_ANALYTICS_ROLLUP_SECONDS: '2',
  });
  project.provide('baseUrl', trova.url);
  project.provide('dataDir', trova.dataDir);
  project.provide('demoLogin', trova.demoLogin);
  return () => trova.stop();
}
