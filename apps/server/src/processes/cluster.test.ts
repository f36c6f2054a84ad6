import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/dialects';
import { createNodesDatabase } from '../../test/server-nodes';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const mainFile = path.join(repositoryRoot, 'apps/server/src/main.ts');

interface Answer {
  status: number;
  worker: string | undefined;
}

/** One request on a connection of its own: the cluster hands each connection to the next worker. */
function request(port: number, method: string, urlPath: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const call = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const worker = response.headers['x-trova-worker'];
          resolve({ status: response.statusCode ?? 0, worker: worker?.toString() });
        });
      },
    );
    call.on('error', reject);
    // A connection lost with its worker fails the test instead of hanging it.
    call.setTimeout(10_000, () => call.destroy(new Error(`${method} ${urlPath}: no answer`)));
    call.end(payload);
  });
}

/** A server started as `npm start` starts it (tsx), with its output kept for the test to read. */
class ServerProcess {
  readonly output: string[] = [];
  private readonly child: ChildProcess;
  readonly exited: Promise<number | null>;

  constructor(env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      cwd: repositoryRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let partial = '';
    const collect = (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      this.output.push(...lines);
    };
    this.child.stdout?.on('data', collect);
    this.child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Structured log lines (pino JSON). */
  logs(): Array<Record<string, unknown>> {
    return this.output.flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }

  /** Resolves once `count` lines match, or rejects with the output when the process exits first. */
  async waitFor(pattern: RegExp, count = 1): Promise<string[]> {
    for (;;) {
      const found = this.output.filter((line) => pattern.test(line));
      if (found.length >= count) return found;
      const exited = await Promise.race([
        this.exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 100)),
      ]);
      if (exited) throw new Error(`server exited before ${pattern}:\n${this.output.join('\n')}`);
    }
  }

  async port(): Promise<number> {
    const [line] = await this.waitFor(/Trova is running at http:\/\/localhost:\d+/);
    return Number(/localhost:(\d+)/.exec(line ?? '')?.[1]);
  }

  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    this.child.kill(signal);
    return this.exited;
  }
}

describe.each(testDialects())('TROVA_WORKERS=2 on %s', (dialect) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'trova-cluster-'));

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  if (dialect === 'sqlite') {
    it('warns that SQLite is single-process and serves from one process', async () => {
      const dir = dataDir();
      cleanups.push(() => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })));
      const server = new ServerProcess({ TROVA_WORKERS: '2', TROVA_DATA_DIR: dir });
      cleanups.push(() => server.stop('SIGKILL'));
      const port = await server.port();
      const answers = await Promise.all([1, 2, 3, 4].map(() => request(port, 'GET', '/healthz')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      // No worker answered: the one process is the server itself.
      expect(answers.every((answer) => answer.worker === undefined)).toBe(true);
      const logs = server.logs();
      expect(
        logs.some((line) => line.level === 40 && /SQLite is single-process/.test(String(line.msg))),
      ).toBe(true);
      expect(new Set(logs.map((line) => line.pid))).toEqual(new Set([server.pid]));
      expect(await server.stop()).toBe(0);
    }, 60_000);
  }

  if (dialect === 'postgres') {
    it('serves one port from two workers that share rate limits, restarts a dead one, and stops gracefully', async () => {
      const adminUrl = process.env.TROVA_TEST_POSTGRES_URL ?? '';
      const database = await createNodesDatabase(adminUrl);
      cleanups.push(() => database.drop());
      const dir = dataDir();
      cleanups.push(() => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })));
      const server = new ServerProcess({
        TROVA_WORKERS: '2',
        TROVA_DATA_DIR: dir,
        DATABASE_URL: database.url,
        TROVA_CAPTCHA: 'off',
        TROVA_RATE_LIMIT_LOGIN_PER_IP: '2',
      });
      cleanups.push(() => server.stop('SIGKILL'));
      const port = await server.port();
      // Both workers listen once each has logged its console address.
      await server.waitFor(/"msg":"Trova console:/, 2);

      const workers = new Set<string>();
      for (let call = 0; call < 10 && workers.size < 2; call += 1) {
        const answer = await request(port, 'GET', '/healthz');
        expect(answer.status).toBe(200);
        if (answer.worker) workers.add(answer.worker);
      }
      expect(workers.size).toBe(2);
      expect(workers.has(String(server.pid))).toBe(false);

      // The node is ready once both workers have loaded; then either one says so.
      const readyFrom = new Set<string>();
      for (let call = 0; call < 200 && readyFrom.size < 2; call += 1) {
        const answer = await request(port, 'GET', '/readyz');
        if (answer.status === 200 && answer.worker) readyFrom.add(answer.worker);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(readyFrom).toEqual(workers);

      // Two failed logins in all, whichever workers took them, spend the address's budget on
      // both: counted in memory, each worker would have let its own two through.
      const failed = { username: 'nobody@shop.it', password: 'Wrong1!pass' };
      const answers: Answer[] = [];
      for (let call = 0; call < 6; call += 1) {
        answers.push(await request(port, 'POST', '/API/session', failed));
      }
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 429, 429, 429, 429]);
      expect(new Set(answers.slice(2).map((answer) => answer.worker))).toEqual(workers);

      // A worker that dies is started again in its slot; the port never stops answering.
      const [killed = ''] = [...workers];
      process.kill(Number(killed), 'SIGKILL');
      // Until the primary sees the exit, it may still hand the dead worker a connection.
      await server.waitFor(/worker died; starting it again/);
      expect((await request(port, 'GET', '/healthz')).status).toBe(200);
      await server.waitFor(/"msg":"Trova console:/, 3);
      const after = new Set<string>();
      for (let call = 0; call < 10 && after.size < 2; call += 1) {
        const answer = await request(port, 'GET', '/healthz');
        if (answer.worker) after.add(answer.worker);
      }
      expect(after.size).toBe(2);
      expect(after.has(killed)).toBe(false);

      expect(await server.stop()).toBe(0);
      const stopped = server.logs().filter((line) => line.msg === 'worker stopped');
      expect(stopped.map((line) => line.code)).toEqual([0, 0]);
    }, 90_000);
  }
});
