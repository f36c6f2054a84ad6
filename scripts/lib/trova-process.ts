import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './console-build';

export interface TrovaProcess {
  url: string;
  dataDir: string;
  /** The demo account `npm start` created and printed, unless TROVA_DEMO=off. */
  demoLogin: { email: string; password: string } | undefined;
  stop(): Promise<void>;
}

const READY_LINE = /Trova is running at (http:\/\/\S+)/;
const DEMO_LINE = /Demo login: (\S+) \/ (\S+)/;

/**
 * Runs `npm start` exactly as a user would, on a fresh data dir and a free port, and resolves once it
 * prints its URL. The process group is killed on stop so npm's children go too.
 */
export function startTrova(
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 120_000,
): Promise<TrovaProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-e2e-'));
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TROVA_DATA_DIR: dataDir, ...env },
  });
  let output = '';
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`npm start did not print its URL within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const ready = READY_LINE.exec(output);
      const demo = DEMO_LINE.exec(output);
      const demoExpected = (env.TROVA_DEMO ?? process.env.TROVA_DEMO) !== 'off';
      if (ready?.[1] && (demo?.[2] || !demoExpected)) {
        clearTimeout(timer);
        const demoLogin = demo?.[1] && demo[2] ? { email: demo[1], password: demo[2] } : undefined;
        resolve({ url: ready[1], dataDir, demoLogin, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${String(code)}:\n${output}`));
    });
  });
}
