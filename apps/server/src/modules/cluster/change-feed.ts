import type { IndexChange } from './index-change';

/** What a process does with the other processes' changes. */
export interface ChangeHandlers {
  /** Another process's change, in the order its notifications arrived. */
  change(change: IndexChange): void;
  /**
   * Notifications may have been missed (the listening connection was lost and is back): the
   * receiver compares its indexes with storage and catches up.
   */
  resync(): void;
}

/**
 * How the processes sharing one database tell each other about index changes (docs/architecture.md,
 * "Several processes"). The process that made a change has already applied it to its own indexes;
 * `publish` tells the others, which apply it through `start`'s handlers. Publishing is best effort:
 * a change that could not be told is caught up from the catalogue version on the next one.
 */
export interface ChangeFeed {
  /** This process, as carried in its notifications (its own are skipped). */
  readonly processId: string;
  /** False when this process is alone on its database: there is nothing to follow. */
  readonly shared: boolean;
  publish(change: IndexChange): Promise<void>;
  /** Starts receiving the other processes' changes; resolves once listening. */
  start(handlers: ChangeHandlers): Promise<void>;
  close(): Promise<void>;
}

/**
 * The feed of a process that is alone on its database (SQLite, the embedded default): there is
 * nobody to tell, so publishing does nothing and nothing is ever received.
 * @example const feed: ChangeFeed = new LocalChangeFeed();
 */
export class LocalChangeFeed implements ChangeFeed {
  readonly processId = 'local';
  readonly shared = false;

  async publish(): Promise<void> {}

  async start(): Promise<void> {}

  async close(): Promise<void> {}
}
