import { loadConfig } from '../../../apps/server/src/config/config.js';
import { startServer } from '../../../apps/server/src/server.js';
import type { ChildMessage, ParentMessage } from './server-process.js';

/**
 * The bench's server process (forked by `startServerProcess`): the real start path on the
 * configuration in its environment. It tells the parent its port over IPC, and on `stop` closes
 * gracefully and reports its kernel max RSS (`getrusage`, the whole life of the process) before
 * it exits.
 */
const send = (message: ChildMessage): Promise<void> =>
  new Promise((resolve, reject) => {
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });

const running = await startServer(loadConfig(process.env));
const address = running.server.server.address();
await send({
  type: 'listening',
  port: typeof address === 'object' && address ? address.port : 0,
});

// A bench that died (an exception, Ctrl-C) leaves no server behind: the IPC channel closing says so.
process.once('disconnect', () => {
  void running.close().finally(() => process.exit(1));
});

process.on('message', (message: ParentMessage) => {
  if (message.type !== 'stop') return;
  running
    .close()
    .then(() => send({ type: 'stopped', maxRssKB: process.resourceUsage().maxRSS }))
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
