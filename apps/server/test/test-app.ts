import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDependencies } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config/config';
import { FeedParserPool } from '../src/modules/feeds/index';
import { openTestDatabase, type TestDatabase } from './dialects';

export interface TestApp extends App {
  config: ServerConfig;
  database: TestDatabase;
  dispose(): Promise<void>;
}

/** A clock tests can move: `clock.advance(11 * 60_000)` expires a recovery link. */
export interface TestClock {
  (): number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let now = start;
  const clock = (): number => now;
  clock.advance = (ms: number): void => {
    now += ms;
  };
  return clock;
}

export type TestAppOptions = Pick<
  AppDependencies,
  'now' | 'captcha' | 'indexDebounceMs' | 'indexOptimizeDelayMs' | 'sync' | 'runJobs'
>;

/** A fully wired app on a fresh SQLite database, with env overrides, for `inject`-driven tests. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-app-'));
  const config = loadConfig({
    TROVA_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TROVA_CONSOLE_DIR: path.join(dataDir, 'no-console'),
    ...env,
  });
  const database = await openTestDatabase('sqlite');
  const app = await buildApp({ config, database, ...options });
  // Feed tests (they reach loopback feed servers) wait once for the parse worker to load, here.
  if (config.allowPrivateFeeds) await FeedParserPool.warmAll();
  return {
    ...app,
    config,
    database,
    dispose: async () => {
      await app.server.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
