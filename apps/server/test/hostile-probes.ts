import { API_PREFIX, type ApiCall } from '@trova/contracts';
import { z } from 'zod';

/** One hostile request, before credentials are added. */
export interface Probe {
  name: string;
  method: ApiCall['method'];
  /** Already encoded: traversal probes put raw `%2e%2e%2f` and `%00` in it. */
  url: string;
  /** Sent as is with a JSON content type. */
  payload?: string;
  /** Replaces the call's valid credentials (forged tokens and keys). */
  credentials?: 'forged';
}

/** Real values for path parameters, by name; any other parameter gets `probe`. */
export type PathValues = (call: ApiCall, name: string) => string;

/** A body or query field's properties, when the schema is an object under its wrappers. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (schema === undefined) return undefined;
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe) {
    return shapeOf(schema.in as z.ZodType) ?? shapeOf(schema.out as z.ZodType);
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return shapeOf(schema.unwrap() as z.ZodType);
  }
  return undefined;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const TRAVERSALS = ['..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', 'a%00b', '..', '..%5C..%5C'];

/** Nested arrays `depth` deep, written as text (JSON.stringify would recurse as deep). */
function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Wrong types and huge values, sampled: field `i` gets `WRONG[i % n]`, so each kind is sent. */
const WRONG: readonly unknown[] = [
  123456789,
  'not-the-type',
  true,
  null,
  [],
  { nested: { deeper: 1 } },
  1e308,
  -1,
  'x'.repeat(100_000),
  Array.from({ length: 20_000 }, (_, i) => i),
  { constructor: { prototype: { polluted: 1 } } },
  '__proto__',
];

function pathOf(call: ApiCall, values: PathValues, override?: [string, string]): string {
  const filled = call.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    override?.[0] === name ? override[1] : encodeURIComponent(values(call, name)),
  );
  return `${API_PREFIX}${filled}`;
}

function bodyProbes(call: ApiCall, url: string): Probe[] {
  const { method } = call;
  const probe = (name: string, payload: string): Probe => ({ name, method, url, payload });
  const probes = [
    probe('malformed JSON', '{"a": [1, 2,'),
    probe('JSON that is not an object', '"just a string"'),
    probe('deeply nested JSON', deeplyNested(5_000)),
    probe(
      'prototype keys',
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    ),
    probe('a huge array', JSON.stringify(Array.from({ length: 50_000 }, () => 'x'))),
  ];
  Object.keys(shapeOf(call.body) ?? {}).forEach((field, i) => {
    const wrong = WRONG[i % WRONG.length];
    probes.push(probe(`${field} as ${typeof wrong}`, JSON.stringify({ [field]: wrong })));
    probes.push(
      probe(`${field} as a prototype key`, JSON.stringify({ [field]: PROTO_KEYS[i % 3] })),
    );
    const keyed = `{"${field}":{"__proto__":{"polluted":1}},"__proto__":{"${field}":1}}`;
    probes.push(probe(`${field} with __proto__ keys`, keyed));
    // Lists of loosely typed items (events) are checked item by item, past the schema.
    const members = { constructor: 'x', toString: 1, hasOwnProperty: [], valueOf: {} };
    const items = [members, { kind: 'constructor', name: 'toString', type: 'prototype' }];
    probes.push(probe(`${field} items with prototype members`, JSON.stringify({ [field]: items })));
    probes.push(
      probe(`${field} items of wrong types`, JSON.stringify({ [field]: WRONG.slice(0, 8) })),
    );
  });
  return probes;
}

function queryProbes(call: ApiCall, url: string): Probe[] {
  const { method } = call;
  const joined = url.includes('?') ? '&' : '?';
  const probe = (name: string, query: string): Probe => ({
    name,
    method,
    url: `${url}${joined}${query}`,
  });
  const probes = [
    probe('prototype keys in the query', '__proto__=x&constructor=x&prototype=x&__proto__[a]=1'),
    probe('many keys', Array.from({ length: 500 }, (_, i) => `k${i}[${i}]=${i}`).join('&')),
  ];
  Object.keys(shapeOf(call.query) ?? {}).forEach((field, i) => {
    const samples = ['x'.repeat(8_000), '1e309', '-1', 'NaN', '%00', '[object Object]'];
    samples.push(PROTO_KEYS[i % PROTO_KEYS.length] ?? '__proto__');
    for (const value of samples) {
      probes.push(probe(`${field}=${value.slice(0, 12)}`, `${field}=${encodeURIComponent(value)}`));
    }
    for (const key of PROTO_KEYS) {
      probes.push(probe(`${field}[${key}]`, `${field}[${key}]=x`));
      probes.push(probe(`${field}[0][${key}]`, `${field}[0][${key}]=ASC`));
      probes.push(probe(`${field}[0][0][${key}]`, `${field}[0][0][${key}]=x`));
    }
    probes.push(probe(`${field} repeated`, `${field}=a&${field}=b&${field}[]=c`));
    probes.push(probe(`${field} nested deep`, `${field}${'[0]'.repeat(40)}=x`));
    probes.push(probe(`${field} as a range`, `${field}[0][0][x][from]=1e400&${field}[to]=-0`));
  });
  return probes;
}

/**
 * Hostile requests for one call, credentials aside: traversal and prototype names in each path
 * parameter, malformed and wrongly typed bodies, odd query strings, and forged credentials.
 * `baseQuery` (a public call's `key=…`) is kept on every probe but the path ones.
 */
export function hostileProbes(call: ApiCall, values: PathValues, baseQuery = ''): Probe[] {
  const url = `${pathOf(call, values)}${baseQuery === '' ? '' : `?${baseQuery}`}`;
  const { method } = call;
  const names = [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  const probes: Probe[] = names.flatMap((name) =>
    [...TRAVERSALS, ...PROTO_KEYS, 'x'.repeat(3_000)].map((value) => ({
      name: `${name}=${value.slice(0, 20)}`,
      method,
      url: pathOf(call, values, [name, value]),
    })),
  );
  if (call.auth !== 'public')
    probes.push({ name: 'forged credentials', method, url, credentials: 'forged' });
  if (call.body !== undefined || method === 'POST' || method === 'PUT') {
    probes.push(...bodyProbes(call, url));
  }
  if (call.query !== undefined) probes.push(...queryProbes(call, url));
  return probes;
}

/**
 * What an answer must never show a caller: an internal error name or code, a stack frame, a
 * source location, a database's own message.
 */
export const INTERNALS =
  /EngineError|FST_ERR|SQLITE|ZodError|TypeError|RangeError|SyntaxError|\.ts:\d|\.js:\d|\n\s+at |node:internal|duplicate key|relation "/;
