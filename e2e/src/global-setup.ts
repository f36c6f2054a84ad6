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
  const trova = await startTrova({ TROVA_ALLOW_PRIVATE_FEEDS: 'true' });
  project.provide('baseUrl', trova.url);
  project.provide('dataDir', trova.dataDir);
  project.provide('demoLogin', trova.demoLogin);
  return () => trova.stop();
}
