import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { epochSeconds, type Clock } from '../../clock';
import type { Database } from '../../db/database.schema';
import type { ChangeFeed, ChangeHandlers } from './change-feed';
import { decodeChange, encodeChange, type IndexChange } from './index-change';
import { IndexChangesRepository } from './index-changes.repository';

export interface PgChangeFeedDependencies {
  db: Kysely<Database>;
  /** A new client of the database, outside the pool: LISTEN holds its session. */
  openClient: () => pg.Client;
  log: FastifyBaseLogger;
  now: Clock;
  /** How long `index_changes` keeps a change (default 10 min). */
  retentionSeconds?: number;
  /** First wait before listening again after the connection was lost; doubles up to 5 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 5000;
const PRUNE_EVERY_SECONDS = 60;

/**
 * The change feed of processes sharing one PostgreSQL database: NOTIFY on a channel of the
 * database's schema (so installs in separate schemas of one database do not hear each other), one
 * LISTEN connection per process that reconnects on its own and asks for a resync when it is back.
 * Catalogue changes are also recorded in `index_changes`, in the statement that notifies, so a
 * notification is delivered only once its row is readable.
 */
export class PgChangeFeed implements ChangeFeed {
  readonly processId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly shared = true;
  private readonly changes: IndexChangesRepository;
  private channel?: Promise<string>;
  private client?: pg.Client;
  private handlers?: ChangeHandlers;
  private retry?: NodeJS.Timeout;
  private retryMs: number;
  private lastPrune = 0;
  private closed = false;

  constructor(private readonly deps: PgChangeFeedDependencies) {
    this.changes = new IndexChangesRepository(deps.db);
    this.retryMs = deps.retryMs ?? 100;
  }

  /** Never throws: a change not told is caught up by the others on the next one (a version gap). */
  async publish(change: IndexChange): Promise<void> {
    if (this.closed) return;
    try {
      const channel = await this.channelName();
      const payload = encodeChange({ origin: this.processId, change });
      const at = epochSeconds(this.deps.now);
      if (change.kind === 'delta' || change.kind === 'full') {
        await this.changes.recordAndNotify(change.shop.id, change, at, { channel, payload });
      } else {
        await sql`select pg_notify(${channel}, ${payload})`.execute(this.deps.db);
      }
      if (at - this.lastPrune >= PRUNE_EVERY_SECONDS) {
        this.lastPrune = at;
        await this.changes.prune(at - (this.deps.retentionSeconds ?? 600));
      }
    } catch (error) {
      this.deps.log.warn(
        { err: error, shopId: change.shop.id, kind: change.kind },
        'index change not told to the other processes',
      );
    }
  }

  async start(handlers: ChangeHandlers): Promise<void> {
    this.handlers = handlers;
    try {
      await this.listen();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'index changes not heard yet; listening again soon');
      this.listenLater();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private channelName(): Promise<string> {
    this.channel ??= sql<{ schema: string }>`select current_schema() as schema`
      .execute(this.deps.db)
      .then(({ rows }) => `trova_index_${(rows[0]?.schema ?? 'public').replace(/\W/g, '_')}`);
    return this.channel;
  }

  private async listen(): Promise<void> {
    const channel = await this.channelName();
    const client = this.deps.openClient();
    client.on('notification', (notification) => {
      if (client === this.client && notification.channel === channel) {
        this.received(notification.payload ?? '');
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      // Current before LISTEN answers: a notification may arrive in the same read as the answer.
      this.client = client;
      // The channel is ours (schema name, word characters only), quoted as an identifier.
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      if (this.client === client) this.client = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      this.client = undefined;
      await client.end().catch(() => undefined);
      return;
    }
    this.retryMs = this.deps.retryMs ?? 100;
  }

  private received(payload: string): void {
    const message = decodeChange(payload);
    if (!message) {
      this.deps.log.warn({ payload: payload.slice(0, 200) }, 'unreadable index change skipped');
      return;
    }
    if (message.origin !== this.processId) this.handlers?.change(message.change);
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    this.deps.log.warn({ err: error }, 'index changes connection lost; listening again');
    void client.end().catch(() => undefined);
    this.listenLater();
  }

  /** Listens again after a growing wait; once back, whatever was missed is caught up. */
  private listenLater(): void {
    if (this.closed) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.listen().then(
        () => {
          if (this.client) this.handlers?.resync();
        },
        (error: unknown) => {
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          this.deps.log.warn({ err: error }, 'index changes still not heard; trying again');
          this.listenLater();
        },
      );
    }, this.retryMs);
    this.retry.unref();
  }
}
