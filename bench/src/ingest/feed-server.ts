import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface FeedServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback HTTP server in a child process that answers every GET with the file. A separate
 * process, so its CPU and memory stay out of the figures, as a shop's real feed host would.
 */
const SERVER_SOURCE = `
const http = require('node:http');
const fs = require('node:fs');
const file = process.argv[1];
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/xml', 'content-length': fs.statSync(file).size });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('disconnect', () => process.exit(0));
`;

export async function serveFeed(file: string): Promise<FeedServer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SERVER_SOURCE, file], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [port] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('the feed server exited before listening');
    }),
  ])) as [string];
  lines.close();
  return {
    url: `http://127.0.0.1:${port.trim()}/feed.xml`,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
