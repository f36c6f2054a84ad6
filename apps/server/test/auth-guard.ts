import { API_PREFIX, callPath, type ApiCall } from '@trova/contracts';
import type { RecordingClient } from './http-client';

/** The calls of one or more API objects that need a session. */
export function sessionCalls(...apis: Record<string, ApiCall>[]): ApiCall[] {
  return apis.flatMap((api) => Object.values(api)).filter((call) => call.auth === 'session');
}

/** A concrete URL for a call: path parameters get a placeholder that names no real row. */
export function probePath(call: ApiCall): string {
  const names = [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  return `${API_PREFIX}${callPath(call.path, Object.fromEntries(names.map((name) => [name, 'probe'])))}`;
}

export interface BadTokens {
  /** Signed with the instance secret, `exp` in the past. */
  expired: string;
  /** A real token with its payload changed, so the signature no longer matches. */
  modified: string;
}

const CASES = [
  {
    name: 'no token',
    token: (_: BadTokens): string | undefined => undefined,
    code: 'missing-token',
  },
  { name: 'expired token', token: (t: BadTokens) => t.expired, code: 'expired-token' },
  { name: 'modified token', token: (t: BadTokens) => t.modified, code: 'modified-token' },
] as const;

/**
 * Sends every call with no token, an expired one and a modified one, and lists each answer that is
 * not 401 with the expected code. Authentication runs before body validation, so no body is needed.
 * Later issues pass their own API objects.
 *
 * @example
 * expect(await unauthorizedViolations(client, sessionCalls(accountApi, shopsApi), tokens)).toEqual([]);
 */
export async function unauthorizedViolations(
  client: RecordingClient,
  calls: readonly ApiCall[],
  tokens: BadTokens,
): Promise<string[]> {
  const violations: string[] = [];
  for (const call of calls) {
    for (const probe of CASES) {
      const token = probe.token(tokens);
      const answer = await client.send({
        method: call.method,
        path: probePath(call),
        ...(token === undefined ? {} : { token }),
      });
      const code = answer.status === 401 ? answer.json<{ code?: string }>().code : undefined;
      if (answer.status !== 401 || code !== probe.code) {
        violations.push(
          `${call.method} ${call.path} with ${probe.name}: ${answer.status} ${answer.text}`,
        );
      }
    }
  }
  return violations;
}

/** Changes a token's payload (a later `exp`) and keeps the old signature. */
export function tamperToken(jwt: string): string {
  const [header, payload, signature] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  claims.exp = Number(claims.exp) + 86_400;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
