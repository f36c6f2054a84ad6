import { z } from 'zod';

/**
 * Checks for caps zod has no built-in for: keys of a map, and entries over a list of lists. They
 * raise the same `too_big` issue as an array's `.max(n)`, so the server answers every over-cap
 * list alike (`list-too-long`, docs/product/README.md#list-caps).
 */

/**
 * At most `maximum` keys in a map (a zod record).
 * @example z.record(z.string(), z.string()).check(maxKeys(2)).safeParse({ a: '', b: '', c: '' }).success // false
 */
export function maxKeys(maximum: number) {
  return z.check<Readonly<Record<string, unknown>>>((payload) => {
    if (Object.keys(payload.value).length <= maximum) return;
    payload.issues.push(tooBig(payload.value, 'record', maximum));
  });
}

/**
 * At most `maximum` items over all the inner lists together.
 * @example z.array(z.array(z.string())).check(maxTotal(2)).safeParse([['a'], ['b', 'c']]).success // false
 */
export function maxTotal(maximum: number) {
  return z.check<readonly (readonly unknown[])[]>((payload) => {
    let total = 0;
    for (const inner of payload.value) total += inner.length;
    if (total <= maximum) return;
    payload.issues.push(tooBig(payload.value, 'array', maximum));
  });
}

/**
 * At most `maximum` keys over all the inner maps of a map together.
 * @example z.record(z.string(), z.record(z.string(), z.string())).check(maxTotalKeys(1)).safeParse({ a: { x: '' }, b: { y: '' } }).success // false
 */
export function maxTotalKeys(maximum: number) {
  return z.check<Readonly<Record<string, Readonly<Record<string, unknown>>>>>((payload) => {
    let total = 0;
    for (const inner of Object.values(payload.value)) total += Object.keys(inner).length;
    if (total <= maximum) return;
    payload.issues.push(tooBig(payload.value, 'record', maximum));
  });
}

function tooBig(input: unknown, origin: 'array' | 'record', maximum: number) {
  return {
    code: 'too_big' as const,
    origin,
    maximum,
    inclusive: true,
    input,
    message: `Too big: expected at most ${maximum} ${origin === 'record' ? 'keys' : 'items in all'}`,
  };
}
