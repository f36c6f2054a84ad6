/** One loopback address a test's platform fake listens on. */
export interface PlatformTestTarget {
  host: string;
  port: number;
}

/**
 * `TROVA_PLATFORM_TEST_TARGETS=127.0.0.1:4501,127.0.0.1:4502`: the platform fakes tests and
 * benchmarks reach, the explicit test-only exception to the platform clients' SSRF guard
 * (docs/deploy.md). Honoured only with `TROVA_ALLOW_PRIVATE_FEEDS=true`, the flag that already
 * opens private addresses to feeds, so a production configuration cannot open it by one variable,
 * and never when `NODE_ENV=production`, whatever else is set.
 * @returns the targets, or a problem to report.
 * @example parsePlatformTestTargets('127.0.0.1:4501', true) // { targets: [{ host: '127.0.0.1', port: 4501 }] }
 */
export function parsePlatformTestTargets(
  raw: string | undefined,
  allowPrivate: boolean,
  nodeEnv?: string,
): { targets: PlatformTestTarget[] } | { problem: string } {
  if (raw === undefined || raw.trim() === '') return { targets: [] };
  if (nodeEnv === 'production') {
    return { problem: 'TROVA_PLATFORM_TEST_TARGETS is test-only and refused in production' };
  }
  if (!allowPrivate) {
    return {
      problem: 'TROVA_PLATFORM_TEST_TARGETS needs TROVA_ALLOW_PRIVATE_FEEDS=true (tests only)',
    };
  }
  const targets: PlatformTestTarget[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    const match = /^([^:\s]+):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    if (!match?.[1] || port < 1 || port > 65535) {
      return { problem: `TROVA_PLATFORM_TEST_TARGETS: '${entry}' is not host:port` };
    }
    targets.push({ host: match[1], port });
  }
  return { targets };
}

/**
 * The SSRF guard's allowance for the configured targets: the host (as named, or as resolved) and
 * the port must both match one; with no targets, nothing private is allowed.
 * @example allowTargets([{ host: '127.0.0.1', port: 4501 }])({ host: 'localhost', address: '127.0.0.1', port: 4501 }) // true
 */
export function allowTargets(
  targets: readonly PlatformTestTarget[],
): ((target: { host: string; port: number; address: string }) => boolean) | undefined {
  if (targets.length === 0) return undefined;
  return ({ host, port, address }) =>
    targets.some(
      (target) => target.port === port && (target.host === host || target.host === address),
    );
}

/**
 * A test-only API origin (`TROVA_STOREDEN_API_ORIGIN`, a loopback fake), honoured only when it is
 * one of the test targets, so production cannot point a platform's API elsewhere.
 * @returns the origin, or a problem to report.
 * @example testApiOrigin('X', 'http://127.0.0.1:4520', [{ host: '127.0.0.1', port: 4520 }]) // { origin: 'http://127.0.0.1:4520' }
 */
export function testApiOrigin(
  name: string,
  raw: string | undefined,
  targets: readonly PlatformTestTarget[],
): { origin: string | undefined } | { problem: string } {
  if (raw === undefined) return { origin: undefined };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: `${name} is not a URL` };
  }
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  if (!targets.some((target) => target.host === url.hostname && target.port === port)) {
    return { problem: `${name} is test-only and must be one of TROVA_PLATFORM_TEST_TARGETS` };
  }
  return { origin: url.origin };
}
