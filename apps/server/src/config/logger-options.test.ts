import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import pino from 'pino';
import { Writable } from 'node:stream';
import { loggerOptions } from './logger-options';

const PRETTY = { target: 'pino-pretty' };

describe('loggerOptions', () => {
  it('prints pretty lines on a terminal by default', () => {
    const options = loggerOptions(loadConfig({}), true);

    expect(options.transport).toMatchObject({ ...PRETTY, options: { colorize: true } });
    expect(options.level).toBe('info');
  });

  it('prints one JSON object a line when stdout is not a terminal', () => {
    const options = loggerOptions(loadConfig({ LOG_LEVEL: 'warn' }), false);

    expect(options.transport).toBeUndefined();
    expect(options.level).toBe('warn');
  });

  it('keeps JSON in production even on a terminal', () => {
    const config = loadConfig({ NODE_ENV: 'production' });

    expect(config.logFormat).toBe('json');
    expect(loggerOptions(config, true).transport).toBeUndefined();
  });

  it('follows LOG_FORMAT when it is set, whatever stdout is', () => {
    expect(loggerOptions(loadConfig({ LOG_FORMAT: 'json' }), true).transport).toBeUndefined();
    expect(loggerOptions(loadConfig({ LOG_FORMAT: 'pretty' }), false).transport).toMatchObject({
      ...PRETTY,
      options: { colorize: false },
    });
    expect(
      loggerOptions(loadConfig({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }), true).transport,
    ).toMatchObject(PRETTY);
  });

  it('refuses a LOG_FORMAT it does not know', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('redacts credentials in both formats', () => {
    for (const tty of [true, false]) {
      expect(loggerOptions(loadConfig({}), tty).redact).toEqual([
        'req.headers.authorization',
        'req.headers["x-api-key"]',
      ]);
    }
  });

  it("keeps the Shopify install's one-use code and state out of the access log", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino(loggerOptions(loadConfig({ LOG_FORMAT: 'json' }), false), sink);
    const url = '/API/integrations/shp/callback?code=codice-segreto&hmac=h&shop=s&state=stato-1';
    log.info({ req: { method: 'GET', url, ip: '127.0.0.1' } }, 'incoming request');
    expect(lines.join('')).not.toMatch(/codice-segreto|stato-1/);
    expect(lines.join('')).toContain('/API/integrations/shp/callback?code=[Redacted]&hmac=h');
  });

  it("keeps the Storeden install's claim token out of the access log", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino(loggerOptions(loadConfig({ LOG_FORMAT: 'json' }), false), sink);
    for (const url of [
      '/wizard/cms?storeden=gettone-segreto-1',
      '/API/integrations/storeden/claim/gettone-segreto-2',
    ]) {
      log.info({ req: { method: 'GET', url, ip: '127.0.0.1' } }, 'incoming request');
    }
    expect(lines.join('')).not.toMatch(/gettone-segreto/);
    expect(lines.join('')).toContain('/API/integrations/storeden/claim/[Redacted]');
  });
});
