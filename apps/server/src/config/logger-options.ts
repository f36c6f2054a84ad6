import type { LoggerOptions } from 'pino';
import type { ServerConfig } from './config';

/** `LOG_FORMAT`: `auto` is pretty on a terminal and JSON everywhere else (docs/deploy.md#logs). */
export const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Credentials never reach a log line, whatever its format. */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers["x-api-key"]'];

/** What the request serializer reads of Fastify's request (or a bare Node request). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * The request as Fastify logs it by default (method, url, host, remote address and port), with
 * one-use grants out of its query: the Shopify install callback carries the OAuth `code` (and its
 * `state`), and the Storeden install's claim page and claim view its claim token, which an access
 * log must not keep.
 * @example serializeRequest({ method: 'GET', url: '/API/integrations/shp/callback?code=abc' }).url // '/API/integrations/shp/callback?code=[Redacted]'
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url
      ?.replace(/([?&](?:code|state|storeden)=)[^&#]*/g, '$1[Redacted]')
      .replace(/(\/storeden\/claim\/)[^/?#]+/g, '$1[Redacted]'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * pino's options for this process. Pretty lines (pino-pretty, in pino's transport thread) are for a
 * person at a terminal; anything reading the output (a log collector, systemd, the cluster tests,
 * `npm start` spawned with a pipe) gets one JSON object a line. `auto` never prints pretty in
 * production (NODE_ENV=production resolves it to `json` in loadConfig), so a container started
 * with a TTY still feeds its collector JSON.
 * @example loggerOptions({ logLevel: 'info', logFormat: 'auto' }, false) // JSON, no transport
 */
export function loggerOptions(
  config: Pick<ServerConfig, 'logLevel' | 'logFormat'>,
  stdoutIsTTY: boolean,
): LoggerOptions {
  const base: LoggerOptions = {
    level: config.logLevel,
    redact: REDACTED_PATHS,
    serializers: { req: serializeRequest },
  };
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && stdoutIsTTY);
  if (!pretty) return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { colorize: stdoutIsTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'hostname' },
    },
  };
}
