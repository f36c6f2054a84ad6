import { searchApi } from '@trova/contracts';
import { pushCatalogue } from './search-catalogue.js';
import { startBenchShop, waitForIndex } from './search-setup.js';
import { searchTraffic } from './search-traffic.js';

const products = pushCatalogue(100_000);
const traffic = searchTraffic(products);
const shop = await startBenchShop(products, { TROVA_SEARCH_CACHE_MB: '0' });
await waitForIndex(shop, products.length);
const svc = shop.server.services.search;
const kindOf = (q: string): string => {
  const m = /(?:^|&)q=([^&]*)/.exec(q);
  const words = m ? decodeURIComponent(m[1]!).split(' ').length : 0;
  const text = m ? (/^\d+$/.test(decodeURIComponent(m[1]!)) || /\d/.test(m[1]!) ? 'code' : `text${words}`) : 'browse';
  const page = q.includes('offset') ? '+page' : '';
  const filt = q.includes('filters') ? '+filter' : '';
  const sort = q.includes('sort') ? '+sort' : '';
  return text + filt + sort + page;
};
const parse = (q: string) =>
  searchApi.search.query.parse(Object.fromEntries(new URLSearchParams(q)));
const reqs = traffic.queries.slice(0, 60_000).map((q) => ({ q, kind: kindOf(q), req: parse(q) }));
for (let pass = 0; pass < 3; pass++) {
  const t: Record<string, { n: number; ms: number }> = {};
  const start = performance.now();
  for (const { kind, req } of pass === 0 ? reqs.slice(0, 20000) : reqs.slice(20000 * pass, 20000 * (pass + 1))) {
    const s = performance.now();
    await svc.search(shop.shopKey, req);
    const e = performance.now() - s;
    const k = (t[kind] ??= { n: 0, ms: 0 });
    k.n++;
    k.ms += e;
  }
  const total = performance.now() - start;
  console.log(`pass ${pass}: ${(total / 20000 * 1000).toFixed(0)} µs/req`);
  for (const [k, v] of Object.entries(t).sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${k.padEnd(22)} n=${String(v.n).padStart(6)} share=${((v.ms / total) * 100).toFixed(1)}% mean=${((v.ms / v.n) * 1000).toFixed(0)}µs`);
}
await shop.server.close();
