import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The deployment files (docs/deploy.md) are text no other test runs: Docker is not installed where
 * the tests run. These checks hold them to the server they deploy: the paths they probe exist and
 * mean what they are used for, the settings they pass are real ones, and the shutdown timings nest.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('deploy/compose.yaml');
const caddyfile = read('deploy/Caddyfile');

/** Compose's interpolation: `${X:-default}` takes its default, a required `${X:?why}` a stand-in. */
function interpolate(value: string): string {
  return value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1').replace(/\$\{[A-Z_]+:\?[^}]*\}/g, 'secret');
}

/**
 * The `KEY: value` lines of the nodes' environment, interpolated: the one `environment:` block at
 * two spaces, in `x-trova-node` (services' own blocks sit deeper).
 */
function nodeEnvironment(): Record<string, string> {
  const block = /^ {2}environment:\n((?: {4}.*\n)+)/m.exec(compose)?.[1] ?? '';
  const entries = [...block.matchAll(/^ {4}([A-Z_]+): '?([^'\n]*)'?$/gm)].map(
    ([, key, value]) => [key ?? '', interpolate(value ?? '')] as const,
  );
  return Object.fromEntries(entries);
}

/** A Caddy duration such as `2s` or `250ms`, in ms. */
function caddyMs(directive: string): number {
  const match = new RegExp(`${directive} (\\d+)(ms|s)\\b`).exec(caddyfile);
  if (!match) throw new Error(`no ${directive} in the Caddyfile`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

describe('deployment files', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  it('probe liveness on /healthz and route traffic on /readyz, which a loaded node answers', async () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(compose).toMatch(/healthcheck:[\s\S]*\/healthz/);
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    app = await createTestApp({}, { runJobs: false });
    app.system.readiness.markLoaded();
    for (const url of ['/healthz', '/readyz']) {
      expect((await app.server.inject({ url })).statusCode).toBe(200);
    }
  });

  it('set only settings the README documents, and the server accepts them', () => {
    const environment = nodeEnvironment();
    expect(Object.keys(environment)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'TRUST_PROXY', 'SHUTDOWN_DRAIN_MS']),
    );
    const readme = read('README.md');
    for (const key of Object.keys(environment)) expect(readme).toContain(`| \`${key}\` |`);
    const config = loadConfig(environment);
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://trova:secret@postgres:5432/trova',
    });
    expect(config.trustProxy).toEqual({ kind: 'hops', hops: 1 });
  });

  it('nest the shutdown timings: proxy check < drain < shutdown timeout < Docker stop grace', () => {
    const config = loadConfig(nodeEnvironment());
    const grace = /stop_grace_period: (\d+)s/.exec(compose)?.[1];
    // Caddy has checked readiness (and timed out at worst) before the node stops listening.
    expect(caddyMs('health_interval') + caddyMs('health_timeout')).toBeLessThan(
      config.shutdownDrainMs,
    );
    expect(config.shutdownDrainMs).toBeLessThan(config.shutdownTimeoutMs);
    expect(config.shutdownTimeoutMs).toBeLessThan(Number(grace) * 1000);
  });

  it('run the server as a non-root user on the port it exposes', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    const exposed = /^EXPOSE (\d+)$/m.exec(dockerfile)?.[1];
    expect(dockerfile).toContain(`PORT=${exposed}`);
    expect(caddyfile).toContain(`trova-1:${exposed} trova-2:${exposed}`);
  });
});
