import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` answered by this process's own routes (Fastify `inject`): the same validation and
 * handlers as over the network, without a socket. In a cluster the shared port may hand a call to
 * any worker; the demo's pushes must reach the worker that then waits for its writes and indexes.
 *
 * @example
 * const answer = await injectFetch(server)('http://127.0.0.1/API/…', { method: 'POST', body });
 */
export function injectFetch(server: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    // forEach, not entries(): the file also compiles where only the DOM lib types Headers (bench).
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string') {
      throw new Error('injectFetch sends text bodies only');
    }
    const answer = await server.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body === undefined || body === null ? {} : { payload: body }),
    });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}
