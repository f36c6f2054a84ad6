/**
 * The parse time a worker may use (docs/product/catalogue.md#feed-limits). It runs only while the
 * worker holds input it has not answered for, so a slow feed server or a slow consumer never uses
 * it; a worker stuck in one piece of input is stopped all the same, since the clock runs here,
 * outside the worker.
 */
export class ParseClock {
  private used = 0;
  private since: number | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly budgetMs: number,
    private readonly exceeded: () => void,
  ) {}

  /** The worker was handed input. */
  start(): void {
    if (this.since !== undefined) return;
    this.since = performance.now();
    this.timer = setTimeout(this.exceeded, Math.max(0, this.budgetMs - this.used));
  }

  /** The worker answered: it waits for us again. */
  stop(): void {
    if (this.since === undefined) return;
    this.used += performance.now() - this.since;
    this.since = undefined;
    clearTimeout(this.timer);
  }
}
