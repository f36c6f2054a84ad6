import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startWooCommerceFake, type WooCommerceFake } from './fakes/woocommerce/woocommerce.fake';
import { PlatformHttp } from './platform-http';
import { verifyWooCommerceSignature, wooCommerceWebhookNotice } from './woocommerce-webhook';
import { createWooCommerceClient } from './woocommerce.client';

const SECRET = 'segreto-di-trova-0123456789';

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Trova's side of the deliveries: records them and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/API/webhooks/woocommerce/7`, received, state, server };
}

let fake: WooCommerceFake | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

afterEach(async () => {
  await fake?.close();
  receiver?.server.closeAllConnections();
  await new Promise((resolve) => receiver?.server.close(resolve) ?? resolve(null));
  fake = receiver = undefined;
});

async function setup() {
  fake = await startWooCommerceFake();
  receiver = await startReceiver();
  const port = fake.port;
  const http = new PlatformHttp({
    platform: 'WooCommerce',
    allowTarget: (target) => target.port === port,
  });
  const client = createWooCommerceClient(
    {
      platform: 'woocommerce',
      storeUrl: fake.url,
      consumerKey: fake.consumerKey,
      consumerSecret: fake.consumerSecret,
    },
    http,
  );
  return { fake, receiver, client };
}

describe('WooCommerce webhooks', () => {
  it('registers one webhook per product topic, each pinged by WooCommerce', async () => {
    const { fake, receiver, client } = await setup();
    const ids = await client.register(receiver.url, SECRET);
    expect(ids).toHaveLength(4);
    expect(
      fake.webhooks.map((hook) => [hook.topic, hook.status, hook.delivery_url, hook.secret]),
    ).toEqual(
      ['product.created', 'product.updated', 'product.deleted', 'product.restored'].map((topic) => [
        topic,
        'active',
        receiver.url,
        SECRET,
      ]),
    );
    // The creation ping is a form body without a signature: the intake must answer it 200.
    expect(receiver.received.map((delivery) => delivery.body.toString())).toEqual(
      ids.map((id) => `webhook_id=${id}`),
    );
    expect(receiver.received[0]?.headers['x-wc-webhook-signature']).toBeUndefined();
  });

  it('re-enables a webhook WooCommerce disabled after failed deliveries, without duplicating', async () => {
    const { fake, receiver, client } = await setup();
    const ids = await client.register(receiver.url, SECRET);
    receiver.state.status = 500;
    for (let attempt = 0; attempt < 7; attempt++) await fake.deliver('product.updated', 102);
    const updated = fake.webhooks.find((hook) => hook.topic === 'product.updated');
    expect(updated?.status).toBe('disabled');
    const paused = fake.webhooks.find((hook) => hook.topic === 'product.deleted');
    if (paused) paused.status = 'paused';

    receiver.state.status = 200;
    await expect(client.register(receiver.url, SECRET)).resolves.toEqual(ids);
    expect(fake.webhooks).toHaveLength(4);
    expect(fake.webhooks.every((hook) => hook.status === 'active')).toBe(true);
    const puts = fake.requests.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(4);
    const [delivery] = await fake.deliver('product.updated', 102);
    expect(delivery?.status).toBe(200);
  });

  it('says a Read-only key cannot register webhooks', async () => {
    const { fake, receiver, client } = await setup();
    fake.setKey({ permissions: 'read' });
    await expect(client.register(receiver.url, SECRET)).rejects.toMatchObject({
      code: 'platform-permission-missing',
    });
  });

  it('removes webhooks for good; one already gone is fine', async () => {
    const { fake, receiver, client } = await setup();
    const ids = await client.register(receiver.url, SECRET);
    await client.remove([...ids, '9999']);
    expect(fake.webhooks).toEqual([]);
    const deletes = fake.requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(5);
    expect(deletes.every((request) => request.query.force === 'true')).toBe(true);
    expect(deletes.at(-1)?.status).toBe(404);
  });

  it('verifies the signature of a delivery as WooCommerce sends it', async () => {
    const { fake, receiver, client } = await setup();
    await client.register(receiver.url, SECRET);
    const [sent] = await fake.deliver('product.updated', 102);
    const delivery = receiver.received.at(-1);
    if (!sent || !delivery) throw new Error('nothing delivered');
    const signature = delivery.headers['x-wc-webhook-signature'] as string | undefined;
    expect(delivery.headers).toMatchObject({
      'x-wc-webhook-topic': 'product.updated',
      'x-wc-webhook-resource': 'product',
      'x-wc-webhook-event': 'updated',
      'x-wc-webhook-id': String(sent.webhookId),
    });
    expect(delivery.headers['x-wc-webhook-delivery-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(verifyWooCommerceSignature(delivery.body, signature, SECRET)).toBe(true);
    expect(verifyWooCommerceSignature(delivery.body, signature, 'un-altro-segreto')).toBe(false);
    const tampered = Buffer.from(delivery.body.toString().replace('Zaino', 'Zaina'));
    expect(verifyWooCommerceSignature(tampered, signature, SECRET)).toBe(false);
    expect(verifyWooCommerceSignature(delivery.body, undefined, SECRET)).toBe(false);
    expect(verifyWooCommerceSignature(delivery.body, 'not base64!', SECRET)).toBe(false);
    const body: unknown = JSON.parse(delivery.body.toString());
    expect(wooCommerceWebhookNotice('product.updated', body)).toEqual({
      kind: 'changed',
      productIds: ['102'],
    });
  });

  it('matches a signature computed independently of the fake', () => {
    const body = Buffer.from('{"id":41,"name":"Tenda"}');
    const signature = createHmac('sha256', SECRET).update(body).digest('base64');
    expect(verifyWooCommerceSignature(body, signature, SECRET)).toBe(true);
  });
});

describe('wooCommerceWebhookNotice', () => {
  it('reads product topics', () => {
    expect(wooCommerceWebhookNotice('product.created', { id: 7 })).toEqual({
      kind: 'changed',
      productIds: ['7'],
    });
    expect(wooCommerceWebhookNotice('product.restored', { id: 7 })).toEqual({
      kind: 'changed',
      productIds: ['7'],
    });
    expect(wooCommerceWebhookNotice('product.deleted', { id: 7 })).toEqual({
      kind: 'deleted',
      productIds: ['7'],
    });
  });

  it('names the product of an updated variation', () => {
    expect(
      wooCommerceWebhookNotice('product.updated', { id: 1012, type: 'variation', parent_id: 101 }),
    ).toEqual({
      kind: 'changed',
      productIds: ['101'],
    });
  });

  it('ignores other topics, the ping and bodies without an id', () => {
    expect(wooCommerceWebhookNotice('order.created', { id: 7 })).toEqual({ kind: 'ignored' });
    expect(wooCommerceWebhookNotice(undefined, { id: 7 })).toEqual({ kind: 'ignored' });
    expect(wooCommerceWebhookNotice('product.updated', 'webhook_id=3')).toEqual({
      kind: 'ignored',
    });
    expect(wooCommerceWebhookNotice('product.updated', { name: 'x' })).toEqual({ kind: 'ignored' });
  });
});
