import type { JobQueue, Jobs, JobsRepository } from '../modules/jobs/index';
import type { ShopsRepository } from '../modules/shops/index';

const JOB = 'analytics.query-suggestions';

export const SUGGESTIONS_USAGE = `  suggestions rebuild <shopKey> [--wait]
                       Queues the shop's query-suggestions build (job ${JOB})
                       in the database's jobs table; the running server's job runner takes it on
                       its next poll (every 5 s at most). The build reads the ROLLED-UP searches:
                       a search counts once a rollup has run (every TROVA_ANALYTICS_ROLLUP_SECONDS,
                       60 by default). With --wait, waits up to 60 s and prints how many
                       suggestions the build stored (exit 1 if it failed or did not finish).
  suggestions rebuild --due
                       Queues the build of every shop due one now, as the hourly pass does.`;

/** How often --wait reads the job back, and for how long. */
const WAIT_POLL_MS = 500;
const WAIT_MS = 60_000;

export interface SuggestionsCommandContext {
  shops: Pick<ShopsRepository, 'findByKey'>;
  queue: Pick<JobQueue<Jobs>, 'enqueue' | 'onEnqueue'>;
  jobs: Pick<JobsRepository, 'find'>;
  /** The query-suggestions scheduler: one pass queues every shop due a build. */
  scheduler: { tick(): Promise<void> };
  print: (line: string) => void;
  /** Where refusals and failures go (stderr in the CLI). */
  fail: (line: string) => void;
  /** Tests replace the wait between two reads of the job. */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the job back until it finished: 0 when it succeeded, 1 when it failed or is late. */
async function waitFor(
  jobId: string,
  shopKey: string,
  context: SuggestionsCommandContext,
): Promise<number> {
  const sleep = context.sleep ?? pause;
  for (let waited = 0; ; waited += WAIT_POLL_MS) {
    const job = await context.jobs.find(jobId);
    if (job?.status === 'succeeded') {
      const result = JSON.parse(job.result ?? '{}') as { suggestions?: unknown };
      const stored = typeof result.suggestions === 'number' ? result.suggestions : 0;
      context.print(`Built ${stored} suggestions for shop ${shopKey}.`);
      return 0;
    }
    const problem = job?.error_message
      ? ` (${job.error_code ?? 'error'}: ${job.error_message})`
      : '';
    if (!job || job.status === 'failed' || waited >= WAIT_MS) {
      const state = !job
        ? 'is gone'
        : job.status === 'failed'
          ? 'failed'
          : `is still ${job.status}`;
      context.fail(`The build of shop ${shopKey} ${state} after ${waited / 1000} s${problem}.`);
      return 1;
    }
    await sleep(WAIT_POLL_MS);
  }
}

/**
 * The operator's query-suggestions commands (`npm run admin -- suggestions rebuild …`,
 * docs/product/analytics.md#query-suggestions). The job goes into the shared jobs table, never
 * runs here: the build counts hits in the shop's live index, which only a server process holds.
 * @returns the exit code, or undefined when `args` is no suggestions command.
 * @example await runSuggestionsCommand(['suggestions', 'rebuild', 'k3y'], context) // 0
 */
export async function runSuggestionsCommand(
  args: readonly string[],
  context: SuggestionsCommandContext,
): Promise<number | undefined> {
  const [group, command, target, option, ...rest] = args;
  if (group !== 'suggestions' || command !== 'rebuild' || !target || rest.length > 0) {
    return undefined;
  }
  if (target === '--due') {
    if (option !== undefined) return undefined;
    let queued = 0;
    const stop = context.queue.onEnqueue(() => (queued += 1));
    try {
      await context.scheduler.tick();
    } finally {
      stop();
    }
    context.print(`Queued ${queued} query-suggestions builds (every shop due one).`);
    return 0;
  }
  if (option !== undefined && option !== '--wait') return undefined;
  const shop = await context.shops.findByKey(target);
  if (!shop) {
    context.fail(`No shop with the key ${target}.`);
    return 1;
  }
  const jobId = await context.queue.enqueue(JOB, { shopId: shop.id });
  context.print(`Queued ${JOB} for shop ${shop.key} (id ${shop.id}): job ${jobId}.`);
  return option === '--wait' ? waitFor(jobId, shop.key, context) : 0;
}
