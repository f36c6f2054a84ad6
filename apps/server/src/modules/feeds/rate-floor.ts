import type { Transform } from 'node:stream';
import { FeedError } from './feed-errors';

/** The slowest a body may arrive, and how that is measured. */
export interface RateFloorSettings {
  /** 0 turns the floor off. */
  minBytesPerSecond: number;
  /** Bytes before this are not measured: a generated feed may start slowly. */
  graceMs: number;
  /** The span the rate is averaged over; each window is judged on its own. */
  windowMs: number;
}

/**
 * Cuts off a feed body that arrives slower than a floor (docs/product/catalogue.md#feed-formats-and-limits),
 * so a server trickling a byte now and then cannot hold a sync slot until the overall deadline.
 * Only the feed's slowness counts: a window in which bytes waited for the consumer (the sync
 * storing products, which stalls the socket) is excused, as is the window the body ends in.
 */
export class RateFloor {
  private bytes = 0;
  private excused = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly settings: RateFloorSettings,
    private readonly body: Transform,
    private readonly fail: (error: FeedError) => void,
  ) {}

  start(): void {
    if (this.settings.minBytesPerSecond <= 0) return;
    this.timer = setTimeout(() => this.nextWindow(), this.settings.graceMs);
    this.timer.unref();
  }

  /** Counts a chunk as it arrives, before it is handed on. */
  received(byteLength: number): void {
    this.bytes += byteLength;
    // Data still unread when more arrives: the consumer, not the feed, is the slow side.
    if (this.body.readableLength > 0) this.excused = true;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private nextWindow(): void {
    this.bytes = 0;
    this.excused = false;
    this.timer = setTimeout(() => this.judge(), this.settings.windowMs);
    this.timer.unref();
  }

  private judge(): void {
    const { minBytesPerSecond, windowMs } = this.settings;
    const behind = this.body.readableLength > 0 || this.body.writableLength > 0;
    if (!this.excused && !behind && this.bytes < (minBytesPerSecond * windowMs) / 1000) {
      const rate = Math.floor((this.bytes * 1000) / windowMs);
      this.stop();
      this.fail(
        new FeedError(
          'feed-too-slow',
          `the feed arrived at ${rate} bytes/s over ${windowMs / 1000} s, below the floor of ${minBytesPerSecond} bytes/s`,
        ),
      );
      return;
    }
    this.nextWindow();
  }
}
