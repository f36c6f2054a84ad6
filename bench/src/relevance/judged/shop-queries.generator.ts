import { draw, type Draw } from './catalogue-draw.js';
import { grade } from './judging.rubric.js';
import {
  ACCESSORY_QUERIES,
  FILLERS,
  JOINED_NAMES,
  KIND_WORDS,
  kindWord,
  NAME_QUERIES,
  SPLIT_LINES,
} from './query-lexicon.js';
import { type Draft, distinct, gluedText, misspell, numberQueries } from './query-styles.js';
import type { Intent, JudgedQuery, QueryGroup, ShopProduct } from './shop-truth.js';

/** Kinds whose models carry a number shoppers type ("iphone 15", "flip 6"). */
const NUMBERED = [
  'smartphone',
  'console',
  'speaker',
  'smartwatch',
  'running shoes',
  'sneakers',
  'headphones',
  'earbuds',
  'laptop',
];

/** `n` items of `list` in a seeded order: which combinations a group uses, fixed by the seed. */
function sample<T>(d: Draw, list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = d.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** A model line and number as the catalogue writes them ("galaxy s23", "iphone 15"). */
function lineText(line: string, n: number): string {
  return line === 'galaxy s' ? `galaxy s${n}` : `${line} ${n}`;
}

function plainQueries(d: Draw, products: readonly ShopProduct[]): Draft[] {
  const t = products.map((p) => p.truth).filter((x) => KIND_WORDS.some((k) => k.kind === x.kind));
  const branded = distinct(
    t.filter((x) => x.brand !== ''),
    (x) => `${x.brand}|${x.kind}`,
  );
  const coloured = distinct(
    t.filter((x) => x.colour !== null),
    (x) => `${x.colour}|${x.kind}`,
  );
  const out: Draft[] = [];
  for (const x of sample(d, branded, 30))
    out.push([`${x.brand} ${kindWord(x.kind)}`, { brand: x.brand, kind: x.kind }]);
  for (const x of sample(d, coloured, 15))
    out.push([`${x.colour} ${kindWord(x.kind)}`, { colour: x.colour!, kind: x.kind }]);
  for (const x of sample(
    d,
    branded.filter((b) => b.colour !== null),
    10,
  )) {
    out.push([
      `${x.brand} ${kindWord(x.kind)} ${x.colour}`,
      { brand: x.brand, kind: x.kind, colour: x.colour! },
    ]);
  }
  return out;
}

/** Line-and-number intents of the catalogue: `iphone 15`, `flip 6`. */
function modelIntents(products: readonly ShopProduct[]): Intent[] {
  const t = products
    .map((p) => p.truth)
    .filter((x) => NUMBERED.includes(x.kind) && x.line !== null && x.number !== null);
  return distinct(t, (x) => `${x.kind}|${x.line}|${x.number}`).map((x) => ({
    kind: x.kind,
    line: x.line!,
    number: x.number!,
  }));
}

/**
 * The judged set's queries, each written from an intent in the style of one loss group (see the
 * fixture's README): a query whose intent no product satisfies is left out, as is a repeated text.
 *
 * @example
 * generateShopQueries(generateShopCatalogue()).length; // ≥ 300
 */
export function generateShopQueries(products: readonly ShopProduct[], seed = 7): JudgedQuery[] {
  const d = draw(seed);
  const models = modelIntents(products);
  const plain = plainQueries(d, products);
  const modelDrafts = models.map((i): Draft => [lineText(i.line!, i.number!), i]);
  const groups: [QueryGroup, Draft[]][] = [
    [
      'one-word',
      [
        ...KIND_WORDS.filter((k) => !k.word.includes(' ')).map((k): Draft => [
          k.word,
          { kind: k.kind },
        ]),
        ...NAME_QUERIES,
      ],
    ],
    ['plain', [...plain, ...modelDrafts]],
    ['accessory', ACCESSORY_QUERIES],
    [
      'glued',
      [
        ...sample(d, models, 30).map((i, k): Draft => [gluedText(i, k), i]),
        ['iphone15 case', ACCESSORY_QUERIES[0]![1]],
        ['playstation5 controller', ACCESSORY_QUERIES[6]![1]],
        ['backpack20l', { kind: 'backpack' }],
        ['powerbank10000', { kind: 'powerbank' }],
        ['fifa24', { kind: 'game', line: 'fifa', number: 24 }],
        ['xbox_one', { kind: 'console', line: 'xbox one' }],
      ],
    ],
    [
      'split',
      [
        ...KIND_WORDS.filter((k) => k.split !== undefined).map((k): Draft => [
          k.split!,
          { kind: k.kind },
        ]),
        ...SPLIT_LINES,
        ['sony head phones', { kind: 'headphones', brand: 'sony' }],
        ['garmin smart watch', { kind: 'smartwatch', brand: 'garmin' }],
        ['eastpak back pack', { kind: 'backpack', brand: 'eastpak' }],
        ['anker power bank', { kind: 'powerbank', brand: 'anker' }],
        ['black back pack', { kind: 'backpack', colour: 'black' }],
        ['white ear buds', { kind: 'earbuds', colour: 'white' }],
      ],
    ],
    [
      'joined',
      [
        ...KIND_WORDS.flatMap((k) => (k.joined ?? []).map((j): Draft => [j, { kind: k.kind }])),
        ...JOINED_NAMES,
      ],
    ],
    ['numbers', numberQueries()],
    [
      'extra-word',
      sample(d, [...plain, ...modelDrafts, ...ACCESSORY_QUERIES], 50).map(([text, i], k): Draft => {
        const filler = FILLERS[k % FILLERS.length]!;
        return [k % 2 === 0 ? `${filler} ${text}` : `${text} ${filler}`, i];
      }),
    ],
    [
      'typo',
      sample(d, [...plain, ...KIND_WORDS.map((k): Draft => [k.word, { kind: k.kind }])], 40)
        .filter(([text]) => text.split(' ').some((w) => w.length >= 6))
        .slice(0, 25)
        .map(([text, i]): Draft => [misspell(text, d), i]),
    ],
  ];
  const out: JudgedQuery[] = [];
  const seen = new Set<string>();
  for (const [group, drafts] of groups) {
    for (const [text, intent] of drafts) {
      if (seen.has(text) || !products.some((p) => grade(p.truth, intent) === 3)) continue;
      seen.add(text);
      out.push({ qid: `s${String(out.length + 1).padStart(3, '0')}`, text, intent, group });
    }
  }
  return out;
}
