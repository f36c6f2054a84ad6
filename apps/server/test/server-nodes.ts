import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPostgresScratch, uniqueScratchName } from './postgres-scratch';

/** The server's process entry, as `npm start` runs it. */
const SERVER_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A database of its own on the test PostgreSQL server, for nodes that connect by URL. */
export interface NodesDatabase {
  url: string;
  query<Row extends object>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/**
 * Creates an empty database next to `adminUrl`'s (the nodes migrate it as they start).
 * @example const database = await createNodesDatabase(process.env.TROVA_TEST_POSTGRES_URL);
 */
export async function createNodesDatabase(adminUrl: string): Promise<NodesDatabase> {
  const scratch = await createPostgresScratch(
    adminUrl,
    'database',
    uniqueScratchName('trova_nodes'),
  );
  const reader = new pg.Pool({ connectionString: scratch.url, max: 2 });
  return {
    url: scratch.url,
    query: async <Row extends object>(text: string, values: unknown[] = []) =>
      (await reader.query<Row>(text, values)).rows,
    drop: async () => {
      await reader.end();
      await scratch.drop();
    },
  };
}

/** One Trova node: the real server entry in a process of its own. */
export interface ServerNode {
  origin: string;
  pid: number;
  dataDir: string;
  /** Ends the process at once, as a crash or a pulled plug would (SIGKILL). */
  kill(): Promise<void>;
  /** Graceful shutdown (SIGTERM). */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a node on a free port with `env` over test settings (loopback, no demo, quiet logs) and
 * resolves once it answers `/healthz`. `dataDir` defaults to a new temporary folder.
 * @example const node = await startServerNode({ DATABASE_URL: database.url });
 */
export async function startServerNode(
  env: Record<string, string>,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-node-')),
  timeoutMs = 60_000,
): Promise<ServerNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TROVA_DEMO: 'off',
      TROVA_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no node URL in ${timeoutMs} ms: ${output}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts prints the public URL; PORT=0 resolves the port, which the log line carries.
      const match = /Trova is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`node exited with ${code}: ${output}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  while ((await fetch(`${origin}/healthz`).catch(() => undefined))?.status !== 200)
    await sleep(100);
  return {
    origin,
    pid: child.pid ?? 0,
    dataDir,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** One JSON call of the API; throws with the status and body when it is not 2xx. */
export async function nodeCall<T>(
  origin: string,
  route: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${origin}/API${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Signup → activation (link from the node's file outbox) → login, through the real calls.
 * @example const { jwt, apiKey } = await signUpOnNode(node, 'owner@shop.test');
 */
export async function signUpOnNode(
  node: ServerNode,
  email: string,
  password = 'Nodes1!password',
): Promise<{ jwt: string; apiKey: string }> {
  await nodeCall(node.origin, '/customers', {
    method: 'POST',
    body: JSON.stringify({ email, password, language_iso: 'it' }),
  });
  const outbox = path.join(node.dataDir, 'outbox');
  let link: URL | undefined;
  for (let tries = 0; !link && tries < 100; tries += 1) {
    const records = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).filter((name) => name.endsWith('.json'))
      : [];
    const mails = records.map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as {
          to: string;
          kind: string;
          link: string;
        },
    );
    const mail = mails.find((record) => record.to === email && record.kind === 'activation');
    if (mail) link = new URL(mail.link);
    else await sleep(100);
  }
  if (!link) throw new Error(`no activation mail for ${email}`);
  await nodeCall(node.origin, `/customers/${link.searchParams.get('id') ?? ''}/activation`, {
    method: 'POST',
    body: JSON.stringify({ key: link.searchParams.get('key') }),
  });
  const session = await nodeCall<{ jwt: string; api_key: string }>(node.origin, '/session', {
    method: 'POST',
    body: JSON.stringify({ username: email, password }),
  });
  return { jwt: session.jwt, apiKey: session.api_key };
}
