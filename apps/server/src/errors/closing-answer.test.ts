import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Everything the server writes on one socket until it closes it. */
function readAll(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/**
 * A request that arrives on a kept-alive connection while the server closes answers the product's
 * shape (docs/product/shell.md#errors-and-toasts), not the web framework's own body.
 */
describe('answers while closing', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  it('answers 503 service-unavailable in the product shape and closes the connection', async () => {
    app = await createTestApp();
    let entered: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answering: () => void = () => undefined;
    const secondAnswered = new Promise<void>((resolve) => {
      answering = resolve;
    });
    // Sees the second answer being sent, before it can be written behind the first.
    app.server.addHook('onSend', (request, _reply, payload, done) => {
      if (request.url === '/API/no-such-call') answering();
      done(null, payload);
    });
    app.server.get('/test/slow', async () => {
      entered();
      await released;
      return { ok: true };
    });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');

    const socket = net.connect(address.port, '127.0.0.1');
    const answers = readAll(socket);
    socket.write('GET /test/slow HTTP/1.1\r\nHost: trova.test\r\n\r\n');
    await inFlight;
    const closing = app.server.close();
    await new Promise((resolve) => setImmediate(resolve));
    // The same connection, still open for the request in flight, carries one more.
    socket.write('GET /API/no-such-call HTTP/1.1\r\nHost: trova.test\r\n\r\n');
    await secondAnswered;
    release();
    const text = await answers;
    await closing;

    const [first, second] = text.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second?.toLowerCase()).toContain('connection: close');
    const body: unknown = JSON.parse(second?.slice(second.indexOf('\r\n\r\n') + 4) ?? '');
    expect(body).toEqual({
      status: 'ERROR',
      code: 'service-unavailable',
      message: 'The service is shutting down or not ready.',
    });
  });
});
