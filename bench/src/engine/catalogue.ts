/** Deterministic PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BenchProduct = {
  id: string;
  title: string;
  description: string;
  brand: string;
  category: string;
  colour: string;
  sizes: string[];
  price: number;
  ean: string;
  sku: string;
  popularity: number;
  stock: number;
};

interface Kind {
  it: string;
  en: string;
  path: string;
  sizes: string[];
}

const KINDS: Kind[] = [
  {
    it: 'Scarpe da corsa',
    en: 'Running shoes',
    path: 'Scarpe/Running',
    sizes: ['39', '40', '41', '42', '43', '44'],
  },
  {
    it: 'Sneakers',
    en: 'Sneakers',
    path: 'Scarpe/Sneakers',
    sizes: ['38', '39', '40', '41', '42'],
  },
  { it: 'Stivali', en: 'Boots', path: 'Scarpe/Stivali', sizes: ['37', '38', '39', '40', '41'] },
  { it: 'Sandali', en: 'Sandals', path: 'Scarpe/Sandali', sizes: ['36', '37', '38', '39', '40'] },
  {
    it: 'Maglietta',
    en: 'T-shirt',
    path: 'Abbigliamento/Magliette',
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
  },
  {
    it: 'Felpa con cappuccio',
    en: 'Hoodie',
    path: 'Abbigliamento/Felpe',
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    it: 'Giacca impermeabile',
    en: 'Rain jacket',
    path: 'Abbigliamento/Giacche',
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    it: 'Pantaloni',
    en: 'Trousers',
    path: 'Abbigliamento/Pantaloni',
    sizes: ['44', '46', '48', '50', '52'],
  },
  { it: 'Jeans', en: 'Jeans', path: 'Abbigliamento/Jeans', sizes: ['28', '30', '32', '34', '36'] },
  { it: 'Camicia', en: 'Shirt', path: 'Abbigliamento/Camicie', sizes: ['S', 'M', 'L', 'XL'] },
  { it: 'Zaino', en: 'Backpack', path: 'Accessori/Zaini', sizes: ['20L', '30L', '40L'] },
  { it: 'Borsa', en: 'Handbag', path: 'Accessori/Borse', sizes: ['Unica'] },
  { it: 'Cappello', en: 'Hat', path: 'Accessori/Cappelli', sizes: ['S', 'M', 'L'] },
  { it: 'Orologio', en: 'Watch', path: 'Accessori/Orologi', sizes: ['Unica'] },
  { it: 'Occhiali da sole', en: 'Sunglasses', path: 'Accessori/Occhiali', sizes: ['Unica'] },
  { it: 'Calze', en: 'Socks', path: 'Abbigliamento/Calze', sizes: ['S', 'M', 'L'] },
  { it: 'Tuta sportiva', en: 'Tracksuit', path: 'Sport/Tute', sizes: ['S', 'M', 'L', 'XL'] },
  { it: 'Borraccia', en: 'Water bottle', path: 'Sport/Accessori', sizes: ['500ml', '750ml', '1L'] },
  { it: 'Tappetino yoga', en: 'Yoga mat', path: 'Sport/Yoga', sizes: ['Unica'] },
  {
    it: 'Racchetta da tennis',
    en: 'Tennis racket',
    path: 'Sport/Tennis',
    sizes: ['L1', 'L2', 'L3'],
  },
];
const DEPTS = ['Uomo', 'Donna', 'Bambino', 'Unisex'];
const BRANDS = [
  'Nike',
  'Adidas',
  'Puma',
  'Asics',
  'Salomon',
  'Diadora',
  'Kappa',
  'Fila',
  'Lotto',
  'Superga',
  'Geox',
  'Ecco',
  'Columbia',
  'Patagonia',
  'Levis',
  'Benetton',
  'Napapijri',
  'Invicta',
  'Eastpak',
  'Swatch',
  'Ray-Ban',
  'Timberland',
  'Vans',
  'Converse',
  'Reebok',
  'Mizuno',
  'Brooks',
  'Hoka',
  'Saucony',
  'Ellesse',
];
const COLOURS_IT = [
  'nero',
  'bianco',
  'rosso',
  'blu',
  'verde',
  'giallo',
  'grigio',
  'rosa',
  'arancione',
  'viola',
  'marrone',
  'beige',
];
const COLOURS_EN = [
  'black',
  'white',
  'red',
  'blue',
  'green',
  'yellow',
  'grey',
  'pink',
  'orange',
  'purple',
  'brown',
  'beige',
];
const ADJ_IT = [
  'leggero',
  'traspirante',
  'comodo',
  'elegante',
  'classico',
  'tecnico',
  'morbido',
  'resistente',
  'impermeabile',
  'caldo',
  'sportivo',
  'casual',
  'vintage',
  'ultraleggero',
  'imbottito',
];
const ADJ_EN = [
  'lightweight',
  'breathable',
  'comfortable',
  'elegant',
  'classic',
  'technical',
  'soft',
  'durable',
  'waterproof',
  'warm',
  'sporty',
  'casual',
  'vintage',
  'ultralight',
  'padded',
];
const MATERIAL_IT = [
  'cotone',
  'pelle',
  'lana',
  'nylon',
  'poliestere',
  'lino',
  'camoscio',
  'gomma',
  'seta',
  'denim',
];
const MATERIAL_EN = [
  'cotton',
  'leather',
  'wool',
  'nylon',
  'polyester',
  'linen',
  'suede',
  'rubber',
  'silk',
  'denim',
];
const USE_IT = [
  'per la corsa',
  'per il tempo libero',
  'per la montagna',
  'per la città',
  'per la palestra',
  'per il viaggio',
  'per il mare',
  "per l'ufficio",
];
const USE_EN = [
  'for running',
  'for leisure',
  'for hiking',
  'for the city',
  'for the gym',
  'for travel',
  'for the beach',
  'for the office',
];
const MODELS = [
  'Air',
  'Zoom',
  'Pro',
  'Max',
  'Ultra',
  'Classic',
  'Trail',
  'Urban',
  'Sky',
  'Nova',
  'Flex',
  'Pulse',
  'Wave',
  'Storm',
  'Peak',
  'Aero',
  'Core',
  'Edge',
  'Glide',
  'Swift',
];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function ean13(r: () => number): string {
  let s = '80';
  for (let i = 0; i < 10; i++) s += Math.floor(r() * 10);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(s[i]) * (i % 2 === 0 ? 1 : 3);
  return s + ((10 - (sum % 10)) % 10);
}

/** `n` realistic products, half Italian and half English, fully determined by `seed`. */
export function generateCatalogue(n: number, seed = 20240501): BenchProduct[] {
  const r = rng(seed);
  const out: BenchProduct[] = [];
  for (let i = 0; i < n; i++) {
    const kind = pick(r, KINDS);
    const it = r() < 0.5;
    const c = Math.floor(r() * COLOURS_IT.length);
    const a = Math.floor(r() * ADJ_IT.length);
    const m = Math.floor(r() * MATERIAL_IT.length);
    const u = Math.floor(r() * USE_IT.length);
    const brand = pick(r, BRANDS);
    const model = `${pick(r, MODELS)} ${1 + Math.floor(r() * 9)}`;
    const colour = it ? COLOURS_IT[c]! : COLOURS_EN[c]!;
    const title = it
      ? `${kind.it} ${ADJ_IT[a]} ${brand} ${model} ${colour}`
      : `${brand} ${model} ${ADJ_EN[a]} ${kind.en.toLowerCase()} ${colour}`;
    const description = it
      ? `${kind.it} ${ADJ_IT[a]} in ${MATERIAL_IT[m]}, ideale ${USE_IT[u]}. Colore ${colour}, ${pick(r, ADJ_IT)} e ${pick(r, ADJ_IT)}. Spedizione gratuita.`
      : `${ADJ_EN[a]} ${kind.en.toLowerCase()} made of ${MATERIAL_EN[m]}, great ${USE_EN[u]}. ${colour} colour, ${pick(r, ADJ_EN)} and ${pick(r, ADJ_EN)}. Free shipping.`;
    const sizes = kind.sizes.filter(() => r() < 0.7);
    out.push({
      id: `P${String(i).padStart(6, '0')}`,
      title,
      description,
      brand,
      category: `${pick(r, DEPTS)}/${kind.path}`,
      colour: COLOURS_IT[c]!,
      sizes: sizes.length > 0 ? sizes : [kind.sizes[0]!],
      price: Math.round((5 + r() * r() * 400) * 100) / 100,
      ean: ean13(r),
      sku: `${brand.slice(0, 3).toUpperCase()}-${10000 + i}`,
      popularity: Math.floor(r() * r() * 1000),
      stock: r() < 0.85 ? Math.floor(r() * 50) + 1 : 0,
    });
  }
  return out;
}

export const FACET_BRANDS = BRANDS;
export const FACET_COLOURS = COLOURS_IT;
