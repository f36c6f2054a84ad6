import type { CatalogueProduct, FeedLimits } from '@trova/contracts';
import { FeedItemRecord } from './feed-item';
import { FeedLimitError } from './feed-limit.error';
import { type FeedStatsCollector, RecoveryTally } from './feed-stats';
import { withoutForbiddenCharacters } from './xml-recovery.filter';

/**
 * Streams a Merchant Center text feed: a header row of attribute names ("id", "g:id" or "image
 * link" all work) then one tab-separated row per item. Repeated columns (two product_type
 * columns) add values; unknown columns are ignored. Control characters (as XML forbids them) are
 * dropped and reported as warnings of their row. A row longer than `limits.maxItemChars` refuses
 * the feed (docs/product/catalogue.md#feed-limits), so one missing newline cannot buffer the file.
 */
export async function* parseTsvFeed(
  chunks: AsyncIterable<string>,
  collector: FeedStatsCollector,
  limits: FeedLimits,
): AsyncGenerator<CatalogueProduct> {
  collector.stats.format = 'tsv';
  let header: string[] | undefined;
  let pending = '';
  const tooLong = (): FeedLimitError =>
    new FeedLimitError('maxItemChars', `a row is longer than ${limits.maxItemChars} characters`);

  const recovered = new RecoveryTally();

  const row = (raw: string): CatalogueProduct | undefined => {
    const { text: line, removed } = withoutForbiddenCharacters(raw);
    if (removed > 0) recovered.add('control-character', removed);
    if (line.trim() === '') {
      collector.warn(recovered);
      return undefined;
    }
    const cells = line.split('\t').map(unquote);
    if (!header) {
      header = cells.map(normaliseHeader);
      if (!header.includes('id')) collector.malformed('the header row has no id column');
      collector.warn(recovered);
      return undefined;
    }
    const record = new FeedItemRecord();
    header.forEach((name, i) => record.add(name, cells[i] ?? ''));
    return collector.accept(record, recovered);
  };

  for await (const chunk of chunks) {
    const ready: CatalogueProduct[] = [];
    let text = pending + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      if (end - start > limits.maxItemChars) throw tooLong();
      const product = row(text.slice(start, end).replace(/\r$/, ''));
      if (product) ready.push(product);
      if (collector.stats.error) return;
      start = end + 1;
    }
    text = text.slice(start);
    if (text.length > limits.maxItemChars) throw tooLong();
    pending = text;
    yield* ready;
  }
  const product = row(pending.replace(/\r$/, ''));
  if (product) yield product;
  if (!header) collector.malformed('the feed is empty');
}

function normaliseHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^g:/, '')
    .replace(/[\s-]+/g, '_');
}

/** Text feeds may quote a cell; a doubled quote inside stands for one. */
function unquote(cell: string): string {
  return cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"')
    ? cell.slice(1, -1).replaceAll('""', '"')
    : cell;
}
