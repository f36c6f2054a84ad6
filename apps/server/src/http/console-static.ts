import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@trova/contracts';
import { sendNotFound } from '../errors/error-handler';

/** Hashed Vite assets never change under the same name; index.html must always be revalidated. */
function cacheControl(file: string): string {
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  return immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function wantsConsolePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return false;
  // A missing file (/assets/x.js, /favicon.ico) is a 404, not the app shell.
  return path.extname(pathname) === '';
}

/**
 * Serves the built console. Any other GET without a file extension answers index.html, so deep links
 * such as /billing/plans work in history mode; the console's router then shows notfound for paths it
 * does not know. Without a build, unknown paths answer the JSON 404.
 */
export async function registerConsole(
  app: FastifyInstance,
  consoleDir: string,
  /** consoleSecurityHeaders(…): on every console file, never on API or layer answers. */
  securityHeaders: Readonly<Record<string, string>>,
): Promise<void> {
  const indexFile = path.join(consoleDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      index: false,
      // Our setHeaders decides caching per file; the plugin's default would override it.
      cacheControl: false,
      wildcard: false,
      setHeaders: (res: { setHeader(name: string, value: string): unknown }, file: string) => {
        for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
        res.setHeader('cache-control', cacheControl(file));
      },
    });
  } else {
    app.log.warn({ consoleDir }, 'console build not found; only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (built && wantsConsolePage(request)) {
      return reply
        .headers(securityHeaders)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return sendNotFound(reply);
  });
}
