import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../../../apps/server/src/config/config.js';
import { benchEnvironment } from './bench-server.js';

export type ParentMessage = { type: 'stop' };
export type ChildMessage =
  { type: 'listening'; port: number } | { type: 'stopped'; maxRssKB: number };

export interface BenchServerProcess {
  pid: number;
  config: ServerConfig;
  dataDir: string;
  origin: string;
  /** Closes the server gracefully; answers the child's kernel max RSS over its whole life, in MB. */
  stop(): Promise<{ kernelMaxRssMB: number }>;
}

const START_TIMEOUT_MS = 60_000;

/**
 * The real server in a process of its own (`server-child.ts` under tsx), on a fresh temp data dir
 * with the bench settings, so its memory is measured apart from the bench's (load generator, probe,
 * feed parser). The parent drives it over HTTP only.
 *
 * @example
 * const server = await startServerProcess('trova-ingest-bench-', { TROVA_ALLOW_PRIVATE_FEEDS: 'true' });
 * const { kernelMaxRssMB } = await server.stop();
 */
export async function startServerProcess(
  prefix: string,
  env: Record<string, string> = {},
): Promise<BenchServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const settings = benchEnvironment(dataDir, env);
  const config = loadConfig(settings);
  const child = fork(new URL('./server-child.ts', import.meta.url), [], {
    // The same loader the bench runs under; resolved here so the child's working directory is moot.
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('server process did not start')),
      START_TIMEOUT_MS,
    );
    child.on('message', (message: ChildMessage) => {
      if (message.type !== 'listening') return;
      clearTimeout(timer);
      resolve(message.port);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited with ${code ?? 'a signal'} before listening`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('server process has no pid');
  return {
    pid,
    config,
    dataDir,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      const stopped = new Promise<number>((resolve, reject) => {
        child.on('message', (message: ChildMessage) => {
          if (message.type === 'stopped') resolve(message.maxRssKB);
        });
        void exited.then((code) => reject(new Error(`server process exited with ${code}`)));
      });
      child.send({ type: 'stop' } satisfies ParentMessage);
      const maxRssKB = await stopped;
      await exited;
      return { kernelMaxRssMB: Math.round(maxRssKB / 1024) };
    },
  };
}

/**
 * A process's resident set right now (`VmRSS`) and its high-water mark (`VmHWM`), in bytes, from
 * `/proc/<pid>/status` (Linux).
 *
 * @example
 * const { rss, hwm } = processMemory(child.pid);
 */
export function processMemory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string): number => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { rss: kB('VmRSS'), hwm: kB('VmHWM') };
}
