import {
  COLOURS,
  type Draft,
  type Draw,
  type Family,
  target,
  times,
  truth,
} from './catalogue-draw.js';

/** Phone lines; `glued` lines write the number against the name, as the maker does (Galaxy S23). */
export const PHONES = [
  { brand: 'Apple', line: 'iphone', name: 'iPhone', numbers: [12, 13, 14, 15], glued: false },
  { brand: 'Samsung', line: 'galaxy s', name: 'Galaxy S', numbers: [21, 22, 23, 24], glued: true },
  { brand: 'Google', line: 'pixel', name: 'Pixel', numbers: [6, 7, 8], glued: false },
] as const;

type Phone = (typeof PHONES)[number];

const phoneName = (p: Phone, n: number): string => `${p.name}${p.glued ? '' : ' '}${n}`;
const ACCESSORY_BRANDS = ['Spigen', 'OtterBox', 'ESR', 'Belkin', 'Nillkin'];
const MATERIALS = ['Silicone', 'Leather', 'Clear TPU', 'Carbon Fibre'];

function phone(d: Draw): Draft {
  const p = d.pick(PHONES);
  const n = d.pick(p.numbers);
  const colour = d.pick(COLOURS);
  return {
    title: `${p.brand} ${phoneName(p, n)} ${d.pick([128, 256, 512])}GB ${colour}`,
    description: `Smartphone with a ${d.pick(['6.1', '6.4', '6.7'])}-inch display, ${d.pick([12, 48, 50])} MP camera and all-day battery. Works with wireless chargers and earbuds.`,
    truth: truth({
      kind: 'smartphone',
      brand: p.brand.toLowerCase(),
      line: p.line,
      number: n,
      colour: colour.toLowerCase(),
    }),
  };
}

function phoneCase(d: Draw): Draft {
  const p = d.pick(PHONES);
  const n = d.pick(p.numbers);
  const colour = d.pick(COLOURS);
  const brand = d.pick(ACCESSORY_BRANDS);
  const name = phoneName(p, n);
  const material = d.pick(MATERIALS);
  const title = d.pick([
    `Case for ${name}, ${material}, ${colour}`,
    `${brand} ${name} ${material} Case ${colour}`,
    `${brand} Protective Case for ${name} – ${colour}`,
  ]);
  return {
    title,
    description: `Slim protective case for your ${name} smartphone. Raised edges protect the screen and camera.`,
    truth: truth({
      kind: 'case',
      brand: title.startsWith('Case') ? '' : brand.toLowerCase(),
      colour: colour.toLowerCase(),
      target: target('smartphone', p.line, n),
    }),
  };
}

function protector(d: Draw): Draft {
  const p = d.pick(PHONES);
  const n = d.pick(p.numbers);
  const brand = d.pick(ACCESSORY_BRANDS);
  const name = phoneName(p, n);
  return {
    title: d.pick([
      `Screen Protector for ${name}, Tempered Glass, ${d.int(2, 3)} Pack`,
      `${brand} ${name} Screen Protector`,
    ]),
    description: `Tempered glass that keeps the screen of your ${name} free of scratches.`,
    truth: truth({
      kind: 'screen protector',
      brand: brand.toLowerCase(),
      target: target('smartphone', p.line, n),
    }),
  };
}

const POWER_BRANDS = ['Anker', 'Belkin', 'Ugreen', 'Xiaomi'];

function charger(d: Draw): Draft {
  const brand = d.pick(POWER_BRANDS);
  const colour = d.pick(['Black', 'White']);
  const watts = d.pick([20, 30, 45, 65]);
  return {
    title: d.pick([
      `${brand} USB-C Charger ${watts}W`,
      `${brand} Wireless Charger ${d.pick([10, 15])}W ${colour}`,
      `${brand} Fast Charger ${watts}W with USB-C Cable`,
    ]),
    description: 'Fast charging for smartphone, earbuds and smartwatch.',
    truth: truth({ kind: 'charger', brand: brand.toLowerCase(), colour: colour.toLowerCase() }),
  };
}

function cable(d: Draw): Draft {
  const brand = d.pick(POWER_BRANDS);
  const colour = d.pick(['Black', 'White', 'Red']);
  const metres = d.pick([1, 2, 3]);
  return {
    title: d.pick([
      `${brand} USB-C to Lightning Cable ${metres}m`,
      `${brand} USB-C Cable ${metres}m Braided ${colour}`,
    ]),
    description: `Charge and sync your phone. Length ${metres} m.`,
    truth: truth({ kind: 'cable', brand: brand.toLowerCase(), colour: colour.toLowerCase() }),
  };
}

function powerbank(d: Draw): Draft {
  const brand = d.pick(POWER_BRANDS);
  const colour = d.pick(['Black', 'White', 'Blue']);
  const mah = d.pick([5000, 10000, 20000]);
  // Catalogues write it both ways.
  const word = d.chance(0.6) ? 'Powerbank' : 'Power Bank';
  return {
    title: `${brand} ${word} ${mah}mAh ${colour}`,
    description: `Portable battery for your smartphone and tablet, ${d.int(2, 3)} ports.`,
    truth: truth({ kind: 'powerbank', brand: brand.toLowerCase(), colour: colour.toLowerCase() }),
  };
}

export const PHONE_FAMILIES: Family[] = [
  (d) => times(72, d, phone),
  (d) => times(120, d, phoneCase),
  (d) => times(48, d, protector),
  (d) => times(40, d, charger),
  (d) => times(30, d, cable),
  (d) => times(40, d, powerbank),
];
