import type { CatalogueProduct, FeedLimits } from '@trova/contracts';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { FeedItemRecord } from './feed-item';
import { FeedLimitError } from './feed-limit.error';
import { type FeedStatsCollector, RecoveryTally } from './feed-stats';
import { XmlRecoveryFilter } from './xml-recovery.filter';

const G_NS = 'http://base.google.com/ns/1.0';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** Unprefixed RSS/Atom elements that stand in for a Merchant Center attribute. */
const WEAK_ALIASES: Readonly<Record<string, string>> = {
  summary: 'description',
  content: 'description',
};
/** Per-field cap, so that one giant element cannot break the constant-memory promise. */
const MAX_FIELD_CHARS = 64 * 1024;
/** Beyond this many well-formedness errors the document is garbage, not a feed with a few bad items. */
const MAX_XML_ERRORS = 1000;

class StopParsing extends Error {}

interface OpenField {
  name: string;
  weak: boolean;
  text: string;
}

/**
 * Streams Merchant Center RSS 2.0 and Atom feeds. Only direct children of `<item>`/`<entry>` are
 * attributes, so nested rows such as `<g:shipping><g:price>` never leak into the item's price.
 * saxes defines no DTD entities, so entity references cannot expand; documents that declare
 * entities are refused outright, which stops billion-laughs payloads at the DOCTYPE. Bare `&`,
 * undeclared (HTML) entities and forbidden characters are repaired on the way in
 * ({@link XmlRecoveryFilter}) and reported as warnings of the item they were in.
 *
 * Bounded (docs/product/catalogue.md#feed-limits): crossing `limits` throws {@link FeedLimitError}.
 * The depth bound is also what keeps the parse linear: saxes resolves each element's namespace by
 * walking the open elements, so unbounded nesting costs the square of the depth.
 */
export async function* parseXmlFeed(
  chunks: AsyncIterable<string>,
  collector: FeedStatsCollector,
  limits: FeedLimits,
): AsyncGenerator<CatalogueProduct> {
  const parser = new SaxesParser({ xmlns: true });
  const ready: CatalogueProduct[] = [];
  let depth = 0;
  let itemDepth = 0;
  let record: FeedItemRecord | undefined;
  let itemError: string | undefined;
  let field: OpenField | undefined;
  let xmlErrors = 0;
  let itemStart = 0;
  let itemElements = 0;
  let attributes = 0;
  const itemRecoveries = new RecoveryTally();
  const documentRecoveries = new RecoveryTally();
  let lastTag = 0;
  // saxes holds a text run whole until its next tag, so a run outside items is bounded as items are.
  const checkItemSize = (): void => {
    if (parser.position - (record ? itemStart : lastTag) > limits.maxItemChars) {
      const what = record ? 'an item' : 'a text outside items';
      throw new FeedLimitError(
        'maxItemChars',
        `${what} is longer than ${limits.maxItemChars} characters`,
      );
    }
  };
  const filter = new XmlRecoveryFilter({
    text: (text) => {
      parser.write(text);
      checkItemSize();
    },
    recovered: (kind, count) => (record ? itemRecoveries : documentRecoveries).add(kind, count),
  });

  const stop = (message: string): never => {
    collector.malformed(message);
    throw new StopParsing(message);
  };
  const append = (text: string): void => {
    if (field && field.text.length < MAX_FIELD_CHARS) field.text += text;
  };

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) stop('entity declarations are not allowed in feeds');
  });
  // Checked as each tag starts, before saxes resolves its namespaces and attributes.
  parser.on('opentagstart', () => {
    attributes = 0;
    if (depth >= limits.maxDepth) {
      throw new FeedLimitError('maxDepth', `elements are nested deeper than ${limits.maxDepth}`);
    }
    if (record && ++itemElements > limits.maxItemElements) {
      throw new FeedLimitError(
        'maxItemElements',
        `an item has more than ${limits.maxItemElements} elements`,
      );
    }
  });
  parser.on('attribute', () => {
    if (++attributes > limits.maxAttributes) {
      throw new FeedLimitError(
        'maxAttributes',
        `an element has more than ${limits.maxAttributes} attributes`,
      );
    }
  });
  parser.on('opentag', (tag) => {
    lastTag = parser.position;
    depth++;
    if (depth === 1) {
      detectFormat(tag, collector, stop);
    } else if (!record) {
      if (tag.local === 'item' || tag.local === 'entry') {
        record = new FeedItemRecord();
        itemDepth = depth;
        itemStart = parser.position;
        itemElements = 1;
        itemError = undefined;
      }
    } else if (depth === itemDepth + 1) {
      field = openField(tag, record);
    }
  });
  parser.on('text', append);
  parser.on('cdata', append);
  parser.on('closetag', () => {
    lastTag = parser.position;
    if (record && depth === itemDepth + 1 && field) {
      record.add(field.name, field.text, field.weak);
      field = undefined;
    } else if (record && depth === itemDepth) {
      checkItemSize();
      if (itemError) {
        const problem = { code: 'xml-malformed', reason: `malformed XML: ${itemError}` } as const;
        collector.reject(problem, record.get('id'), itemRecoveries);
      } else {
        const product = collector.accept(record, itemRecoveries);
        if (product) ready.push(product);
      }
      record = undefined;
    }
    depth--;
  });
  parser.on('error', (error) => {
    if (++xmlErrors > MAX_XML_ERRORS) stop(`too many XML errors, last: ${error.message}`);
    if (record) itemError ??= error.message;
    else stop(error.message);
  });

  try {
    for await (const chunk of chunks) {
      filter.write(chunk);
      yield* ready.splice(0);
    }
    filter.end();
    parser.close();
  } catch (error) {
    if (!(error instanceof StopParsing)) throw error;
  }
  yield* ready.splice(0);
  if (record) {
    const problem = { code: 'item-cut-off', reason: 'the feed ends inside this item' } as const;
    collector.reject(problem, record.get('id'), itemRecoveries);
  }
  collector.warn(documentRecoveries);
  if (depth > 0 || collector.stats.format === 'unknown') {
    collector.malformed(depth > 0 ? 'the feed ends before its closing tags' : 'the feed is empty');
  }
}

function detectFormat(
  tag: SaxesTagNS,
  collector: FeedStatsCollector,
  stop: (message: string) => never,
): void {
  if (tag.local === 'rss' || tag.local === 'RDF') collector.stats.format = 'rss';
  else if (tag.local === 'feed') collector.stats.format = 'atom';
  else stop(`not a product feed: the document starts with <${tag.name}>`);
}

function openField(tag: SaxesTagNS, record: FeedItemRecord): OpenField | undefined {
  if (tag.uri === G_NS) return { name: tag.local, weak: false, text: '' };
  if (tag.uri !== '' && tag.uri !== ATOM_NS) return undefined;
  if (tag.local === 'link') {
    // Atom carries the URL in href; only the page link (no rel, or rel="alternate") counts.
    const href = tag.attributes.href?.value;
    const rel = tag.attributes.rel?.value ?? 'alternate';
    if (href !== undefined && rel === 'alternate') record.add('link', href, true);
  }
  const alias = Object.hasOwn(WEAK_ALIASES, tag.local) ? WEAK_ALIASES[tag.local] : undefined;
  return { name: alias ?? tag.local, weak: true, text: '' };
}
