import { StringDecoder } from 'node:string_decoder';
import { PlatformError } from './platform-error';
import type { ShopifyGraphql } from './shopify-graphql';
import type { ShopifyProduct, ShopifyVariant } from './shopify.mapper';
import { BULK_CURRENT_QUERY, BULK_PRODUCTS_QUERY, BULK_RUN_MUTATION } from './shopify-queries';

export interface ShopifyBulkOptions {
  /** Waits between polls of the running export (tests pass a recorder). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Pause between polls; default 2 s. */
  pollMs?: number;
  /** Polls before giving up with platform-unreachable; default 1,800 (an hour at 2 s). */
  maxPolls?: number;
}

interface BulkOperation {
  id: string;
  status: string;
  errorCode?: string | null;
  url?: string | null;
}

interface UserError {
  message: string;
}

/**
 * Every product of the shop through a bulk operation (GraphQL Admin, `bulkOperationRunQuery`):
 * start the export, poll until Shopify completes it, then stream its JSONL file line by line.
 * Variants, images and collections are child lines carrying `__parentId`, right after their product
 * (the export asks for grouped output); they are folded into it and the product is yielded when the next product starts, so memory holds
 * one product at a time whatever the shop's size.
 * @example for await (const product of shopifyBulkProducts(graphql, { sleep })) map(product);
 */
export async function* shopifyBulkProducts(
  graphql: ShopifyGraphql,
  options: ShopifyBulkOptions,
  signal?: AbortSignal,
): AsyncIterable<ShopifyProduct> {
  const url = await runExport(graphql, options, signal);
  if (!url) return; // A shop without products: Shopify gives no file.
  let current: ShopifyProduct | null = null;
  for await (const line of jsonLines(await graphql.http.stream({ url, signal }))) {
    const record = parseLine(line);
    const id = typeof record.id === 'string' ? record.id : '';
    const parent = typeof record.__parentId === 'string' ? record.__parentId : null;
    if (parent === null) {
      if (current) yield current;
      current = startProduct(record, id);
    } else if (current && parent === current.id) {
      addChild(current, record, id);
    } else {
      // Ungrouped output: the product this line belongs to was already handed on. Dropping the
      // line would import the product without its prices or images, silently; fail instead.
      throw new PlatformError(
        'platform-answer-invalid',
        `the Shopify export has a line of ${parent} not right after its product`,
      );
    }
  }
  if (current) yield current;
}

async function runExport(
  graphql: ShopifyGraphql,
  options: ShopifyBulkOptions,
  signal?: AbortSignal,
): Promise<string | null> {
  let started = await start(graphql, signal);
  if (!started) {
    // Shopify runs one bulk query per shop and app at a time: let the earlier one finish first.
    await finish(graphql, options, null, signal);
    started = await start(graphql, signal);
  }
  if (!started) {
    throw new PlatformError('platform-unreachable', 'Shopify did not start the export', true);
  }
  return finish(graphql, options, started, signal);
}

/** Starts the export; null when another bulk query is still running. */
async function start(graphql: ShopifyGraphql, signal?: AbortSignal): Promise<string | null> {
  const data = await graphql.query<{
    bulkOperationRunQuery: { bulkOperation: { id: string } | null; userErrors: UserError[] };
  }>(BULK_RUN_MUTATION, { query: BULK_PRODUCTS_QUERY }, signal);
  const { bulkOperation, userErrors } = data.bulkOperationRunQuery;
  if (bulkOperation) return bulkOperation.id;
  if (userErrors.some((error) => /in progress/i.test(error.message))) return null;
  const message = userErrors[0]?.message ?? 'no operation';
  throw new PlatformError('platform-answer-invalid', `Shopify refused the export: ${message}`);
}

/** Polls the current export until it ends; its file's URL (null: no results). */
async function finish(
  graphql: ShopifyGraphql,
  options: ShopifyBulkOptions,
  id: string | null,
  signal?: AbortSignal,
): Promise<string | null> {
  const { pollMs = 2000, maxPolls = 1800 } = options;
  for (let poll = 0; poll < maxPolls; poll++) {
    const { currentBulkOperation: operation } = await graphql.query<{
      currentBulkOperation: BulkOperation | null;
    }>(BULK_CURRENT_QUERY, {}, signal);
    if (!operation || (id !== null && operation.id !== id)) {
      if (id === null) return null;
      throw new PlatformError('platform-unreachable', 'Shopify lost the export', true);
    }
    if (operation.status === 'COMPLETED') return operation.url ?? null;
    if (['FAILED', 'CANCELED', 'EXPIRED'].includes(operation.status)) {
      if (id === null) return null;
      if (operation.errorCode === 'ACCESS_DENIED') {
        throw new PlatformError('platform-permission-missing', 'Shopify refused the export');
      }
      throw new PlatformError('platform-unreachable', `the Shopify export ${operation.status}`);
    }
    await options.sleep(pollMs, signal);
  }
  throw new PlatformError('platform-unreachable', 'the Shopify export did not finish in time');
}

/** Lines of a byte stream, decoded as UTF-8 across chunk boundaries. */
export async function* jsonLines(chunks: AsyncIterable<Buffer>): AsyncIterable<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of chunks) {
    rest += decoder.write(chunk);
    // Lines are cut by position and the remainder kept once per chunk, not once per line.
    let start = 0;
    for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', start)) {
      const line = rest.slice(start, end).trim();
      if (line) yield line;
      start = end + 1;
    }
    rest = rest.slice(start);
  }
  rest += decoder.end();
  if (rest.trim()) yield rest.trim();
}

type JsonRecord = Record<string, unknown>;

function parseLine(line: string): JsonRecord {
  try {
    const value: unknown = JSON.parse(line);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as JsonRecord;
  } catch {
    // fall through: one unreadable line fails the export, it would lose products silently
  }
  throw new PlatformError('platform-answer-invalid', 'the Shopify export has an unreadable line');
}

function startProduct(record: JsonRecord, id: string): ShopifyProduct {
  return {
    ...(record as Partial<ShopifyProduct>),
    id,
    title: typeof record.title === 'string' ? record.title : '',
    variants: [],
    images: [],
    collections: [],
  };
}

/** Child lines are told apart by the type inside their global id. */
function addChild(product: ShopifyProduct, record: JsonRecord, id: string): void {
  if (id.startsWith('gid://shopify/ProductVariant/')) {
    product.variants.push(record as unknown as ShopifyVariant);
  } else if (id.startsWith('gid://shopify/MediaImage/')) {
    const image = record.image as { url?: unknown } | undefined;
    if (typeof image?.url === 'string') product.images.push(image.url);
  } else if (id.startsWith('gid://shopify/Collection/') && typeof record.title === 'string') {
    product.collections.push(record.title);
  }
}
