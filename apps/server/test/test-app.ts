import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config/config';
import { openTestDatabase, type TestDatabase } from './dialects';

export interface TestApp extends App {
  config: ServerConfig;
  database: TestDatabase;
  dispose(): Promise<void>;
}

/** A fully wired app on a fresh SQLite database, with env overrides, for `inject`-driven tests. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-app-'));
  const config = loadConfig({
    TROVA_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TROVA_CONSOLE_DIR: path.join(dataDir, 'no-console'),
    ...env,
  });
  const database = await openTestDatabase('sqlite');
  const app = await buildApp({ config, database });
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
