import { runLoad, type LoadJob } from './search-load.js';

// The load generator's own process (search.bench.ts forks it): its event loop and CPU time are
// apart from the server's, which runs in the bench's process.
process.once('message', (job: LoadJob) => {
  void runLoad(job).then((outcome) => {
    process.send?.(outcome);
    process.disconnect();
  });
});
