import type { HttpMethod } from '@trova/contracts';
import type { RecordingClient } from './http-client';

/**
 * One attempt by an intruder on the owner's data. `denied`: the call must answer 404, exactly as for
 * a row that does not exist. `filtered`: it may answer 200, but none of the owner's markers may
 * appear in the answer.
 */
export interface CrossTenantCase<Seed> {
  name: string;
  request(seed: Seed): { method: HttpMethod; path: string; body?: unknown };
  expect: 'denied' | 'filtered';
  /** Which of the intruder's credentials is sent; default the session token. */
  credential?: 'token' | 'api-key';
}

export interface CrossTenantOptions<Seed> {
  client: RecordingClient;
  /** The intruder's session token. */
  intruderToken: string;
  /** The intruder's API key, for cases that authenticate with it (push API). */
  intruderApiKey?: string;
  /** What the owner has (ids, names); built by the test with the owner's own calls. */
  seed: Seed;
  /** Strings that only the owner's data contains: ids, names, payload values. */
  markers: readonly string[];
  cases: readonly CrossTenantCase<Seed>[];
}

/**
 * Runs every case as the intruder (session token, or API key for push-API cases) and lists
 * violations. Shop-scoped calls are cases too (e.g. `GET shops/{ownerShopId}/status` → denied).
 *
 * @example
 * expect(await crossTenantViolations({ client, intruderToken, seed, markers, cases })).toEqual([]);
 */
export async function crossTenantViolations<Seed>(
  options: CrossTenantOptions<Seed>,
): Promise<string[]> {
  const violations: string[] = [];
  for (const testCase of options.cases) {
    const request = testCase.request(options.seed);
    const credential =
      testCase.credential === 'api-key'
        ? { apiKey: options.intruderApiKey ?? '' }
        : { token: options.intruderToken };
    const answer = await options.client.send({ ...request, ...credential });
    const leaked = options.markers.filter((marker) => answer.text.includes(marker));
    if (testCase.expect === 'denied' && answer.status !== 404) {
      violations.push(`${testCase.name}: expected 404, got ${answer.status} ${answer.text}`);
    }
    if (testCase.expect === 'filtered' && answer.status >= 400) {
      violations.push(`${testCase.name}: expected an answer, got ${answer.status}`);
    }
    if (leaked.length > 0) violations.push(`${testCase.name}: leaked ${leaked.join(', ')}`);
  }
  return violations;
}
