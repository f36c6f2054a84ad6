import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface HostileFeedServer {
  /** `/nested`, `/nested-50mb`, `/gzip-bomb`, `/slow` on this origin. */
  origin: string;
  close(): Promise<void>;
}

/**
 * The hostile feeds, served from a child process so their generation costs nothing to the
 * server measured: an item 40,000 tags deep (120 KB), 50 MB of nesting, a gzip bomb (about 1 MB
 * on the wire that inflates to 1 GB), and a feed that sends one byte every 10 s.
 */
const SOURCE = `
const http = require('node:http');
const zlib = require('node:zlib');
const head = '<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>t</title><item><g:id>1</g:id><title>';
const nested = Buffer.from(head + '<a>'.repeat(40000));
const chunk = Buffer.from('<a>'.repeat(Math.floor(1024 * 1024 / 3)));
const zeros = zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024, 32), { level: 9 });
const bomb = Buffer.concat([zlib.gzipSync(Buffer.from(head)), ...Array(100).fill(zeros)]);
const server = http.createServer((req, res) => {
  const xml = { 'content-type': 'application/xml' };
  if (req.url === '/nested') return res.writeHead(200, xml).end(nested);
  if (req.url === '/nested-50mb') {
    res.writeHead(200, xml);
    res.write(head);
    let sent = 0;
    const more = () => {
      while (sent < 50) {
        sent += 1;
        if (!res.write(chunk)) return res.once('drain', more);
      }
      res.end();
    };
    return more();
  }
  if (req.url === '/gzip-bomb') {
    return res.writeHead(200, { ...xml, 'content-encoding': 'gzip' }).end(bomb);
  }
  if (req.url === '/slow') {
    res.writeHead(200, xml);
    res.write(head);
    const timer = setInterval(() => res.write(' '), 10000);
    res.on('close', () => clearInterval(timer));
    return;
  }
  res.writeHead(404).end();
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('disconnect', () => process.exit(0));
`;

export async function serveHostileFeeds(): Promise<HostileFeedServer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SOURCE], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [port] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('the hostile feed server exited before listening');
    }),
  ])) as [string];
  lines.close();
  return {
    origin: `http://127.0.0.1:${port.trim()}`,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
