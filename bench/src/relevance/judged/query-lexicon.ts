import type { Intent } from './shop-truth.js';

/**
 * How shoppers name each kind: `word` as the catalogue writes it, `split` a compound typed as two
 * words, `joined` two words typed as one.
 */
export const KIND_WORDS: { kind: string; word: string; split?: string; joined?: string[] }[] = [
  { kind: 'headphones', word: 'headphones', split: 'head phones' },
  { kind: 'earbuds', word: 'earbuds', split: 'ear buds' },
  { kind: 'smartwatch', word: 'smartwatch', split: 'smart watch' },
  { kind: 'backpack', word: 'backpack', split: 'back pack' },
  { kind: 'powerbank', word: 'powerbank', split: 'power bank' },
  { kind: 'mousepad', word: 'mousepad', split: 'mouse pad' },
  { kind: 'sunglasses', word: 'sunglasses', split: 'sun glasses' },
  { kind: 'skateboard', word: 'skateboard', split: 'skate board' },
  { kind: 'snowboard', word: 'snowboard', split: 'snow board' },
  { kind: 'keyboard', word: 'keyboard', split: 'key board', joined: ['gamingkeyboard'] },
  { kind: 'smartphone', word: 'smartphone', split: 'smart phone' },
  { kind: 'laptop', word: 'laptop', split: 'lap top' },
  { kind: 'speaker', word: 'speaker', joined: ['bluetoothspeaker'] },
  { kind: 'mouse', word: 'mouse', joined: ['wirelessmouse', 'gamingmouse'] },
  { kind: 'water bottle', word: 'water bottle', joined: ['waterbottle'] },
  { kind: 'screen protector', word: 'screen protector', joined: ['screenprotector'] },
  { kind: 'running shoes', word: 'running shoes', joined: ['runningshoes'] },
  { kind: 'yoga mat', word: 'yoga mat', joined: ['yogamat'] },
  { kind: 'tshirt', word: 't-shirt', joined: ['tshirt'] },
  { kind: 'headphone stand', word: 'headphone stand', joined: ['headphonestand'] },
  { kind: 'charger', word: 'charger', joined: ['wirelesscharger'] },
  { kind: 'cable', word: 'cable' },
  { kind: 'case', word: 'case' },
  { kind: 'console', word: 'console' },
  { kind: 'controller', word: 'controller' },
  { kind: 'sneakers', word: 'sneakers' },
  { kind: 'strap', word: 'strap' },
  { kind: 'sleeve', word: 'sleeve' },
];

export function kindWord(kind: string): string {
  return KIND_WORDS.find((k) => k.kind === kind)?.word ?? kind;
}

/** One-word queries naming a line or a brand rather than a kind. */
export const NAME_QUERIES: [string, Intent][] = [
  ['iphone', { kind: 'smartphone', line: 'iphone' }],
  ['pixel', { kind: 'smartphone', line: 'pixel' }],
  ['galaxy', { line: 'galaxy' }],
  ['playstation', { kind: 'console', line: 'playstation' }],
  ['xbox', { kind: 'console', line: 'xbox' }],
  ['airpods', { kind: 'earbuds', line: 'airpods' }],
  ['macbook', { kind: 'laptop', line: 'macbook' }],
  ['thinkpad', { kind: 'laptop', line: 'thinkpad' }],
  ['rocky', { kind: 'film', line: 'rocky' }],
  ['shrek', { kind: 'film', line: 'shrek' }],
  ['fifa', { kind: 'game', line: 'fifa' }],
  ['sony', { brand: 'sony' }],
  ['logitech', { brand: 'logitech' }],
  ['garmin', { brand: 'garmin' }],
  ['jbl', { brand: 'jbl' }],
  ['bose', { brand: 'bose' }],
  ['nike', { brand: 'nike' }],
  ['adidas', { brand: 'adidas' }],
  ['anker', { brand: 'anker' }],
  ['samsung', { brand: 'samsung' }],
];

/** Product lines typed as the catalogue writes them apart, with the compound the shopper splits. */
export const SPLIT_LINES: [string, Intent][] = [
  ['play station 5', { kind: 'console', line: 'playstation', number: 5 }],
  ['play station 4', { kind: 'console', line: 'playstation', number: 4 }],
  ['play station', { kind: 'console', line: 'playstation' }],
  ['quiet comfort 45', { kind: 'headphones', line: 'quietcomfort', number: 45 }],
  ['air pods pro', { kind: 'earbuds', line: 'airpods pro' }],
  ['mac book air', { kind: 'laptop', line: 'macbook air' }],
  ['think pad', { kind: 'laptop', line: 'thinkpad' }],
  ['ultra boost 23', { kind: 'running shoes', line: 'ultraboost', number: 23 }],
  ['death adder', { kind: 'mouse', line: 'deathadder' }],
  ['sound link speaker', { kind: 'speaker', line: 'soundlink' }],
  ['fore runner 265', { kind: 'smartwatch', line: 'forerunner', number: 265 }],
  ['ideapad 5', { kind: 'laptop', line: 'ideapad', number: 5 }],
];

/** Words typed together that the catalogue writes apart (kinds come from KIND_WORDS). */
export const JOINED_NAMES: [string, Intent][] = [
  ['laptopbackpack', { kind: 'backpack', target: { kind: 'laptop' } }],
  ['hikingbackpack', { kind: 'backpack' }],
  ['noisecancelling headphones', { kind: 'headphones' }],
  ['logitech wirelessmouse', { kind: 'mouse', brand: 'logitech' }],
  ['nike runningshoes', { kind: 'running shoes', brand: 'nike' }],
  ['hydroflask', { brand: 'hydro flask' }],
  ['santacruz skateboard', { kind: 'skateboard', brand: 'santa cruz' }],
  ['airmax 90', { kind: 'sneakers', line: 'air max', number: 90 }],
  ['airforce 1', { kind: 'sneakers', line: 'air force', number: 1 }],
  ['stansmith', { kind: 'sneakers', line: 'stan smith' }],
  ['oldskool', { kind: 'sneakers', line: 'old skool' }],
  ['toystory 3', { kind: 'film', line: 'toy story', number: 3 }],
  ['ironman 3', { kind: 'film', line: 'iron man', number: 3 }],
  ['starwars', { kind: 'film', line: 'star wars episode' }],
  ['darksouls 3', { kind: 'game', line: 'dark souls', number: 3 }],
  ['homealone', { kind: 'film', line: 'home alone' }],
];

/** Accessories and parts, named for what they fit. */
export const ACCESSORY_QUERIES: [string, Intent][] = [
  ['iphone 15 case', { kind: 'case', target: { kind: 'smartphone', line: 'iphone', number: 15 } }],
  ['iphone 13 case', { kind: 'case', target: { kind: 'smartphone', line: 'iphone', number: 13 } }],
  [
    'galaxy s23 case',
    { kind: 'case', target: { kind: 'smartphone', line: 'galaxy s', number: 23 } },
  ],
  ['pixel 8 case', { kind: 'case', target: { kind: 'smartphone', line: 'pixel', number: 8 } }],
  [
    'iphone 14 screen protector',
    { kind: 'screen protector', target: { kind: 'smartphone', line: 'iphone', number: 14 } },
  ],
  [
    'galaxy s22 screen protector',
    { kind: 'screen protector', target: { kind: 'smartphone', line: 'galaxy s', number: 22 } },
  ],
  [
    'playstation 5 controller',
    { kind: 'controller', target: { kind: 'console', line: 'playstation', number: 5 } },
  ],
  [
    'playstation 4 controller',
    { kind: 'controller', target: { kind: 'console', line: 'playstation', number: 4 } },
  ],
  ['xbox controller', { kind: 'controller', target: { kind: 'console', line: 'xbox' } }],
  ['switch controller', { kind: 'controller', target: { kind: 'console', line: 'switch' } }],
  ['apple watch strap', { kind: 'strap', target: { kind: 'smartwatch', line: 'apple watch' } }],
  [
    'forerunner 265 strap',
    { kind: 'strap', target: { kind: 'smartwatch', line: 'forerunner', number: 265 } },
  ],
  ['galaxy watch strap', { kind: 'strap', target: { kind: 'smartwatch', line: 'galaxy watch' } }],
  ['headphone case', { kind: 'case', target: { kind: 'headphones' } }],
  ['sunglasses case', { kind: 'case', target: { kind: 'sunglasses' } }],
  ['laptop backpack', { kind: 'backpack', target: { kind: 'laptop' } }],
  ['laptop sleeve', { kind: 'sleeve', target: { kind: 'laptop' } }],
  ['skateboard wheels', { kind: 'wheels', target: { kind: 'skateboard' } }],
  ['snowboard boots', { kind: 'snowboard boots', target: { kind: 'snowboard' } }],
  ['bottle cage', { kind: 'bottle cage' }],
  ['ear pads', { kind: 'ear pads' }],
  [
    'playstation 5 games',
    { kind: 'game', target: { kind: 'console', line: 'playstation', number: 5 } },
  ],
  ['switch games', { kind: 'game', target: { kind: 'console', line: 'switch' } }],
];

/** Words shoppers add that describe no product attribute. */
export const FILLERS = [
  'cheap',
  'best',
  'buy',
  'original',
  'sale',
  'deal',
  'discount',
  'online',
  'new',
  'top',
];

const ROMAN = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

/** Roman numeral of 1–10, for queries that write a sequel the way its catalogue title does not. */
export function roman(n: number): string | null {
  return ROMAN[n] ?? null;
}
