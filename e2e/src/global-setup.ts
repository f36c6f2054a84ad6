import type { TestProject } from 'vitest/node';
import { ensureConsoleBuild } from '../../scripts/lib/console-build';
import { startTrova } from '../../scripts/lib/trova-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One Trova for the whole e2e run, started through `npm start` after building the console. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureConsoleBuild();
  const trova = await startTrova();
  project.provide('baseUrl', trova.url);
  return () => trova.stop();
}
