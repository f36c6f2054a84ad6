import {
  COLOURS,
  type Draft,
  type Draw,
  type Family,
  target,
  times,
  truth,
} from './catalogue-draw.js';

export const RUNNING_SHOES = [
  ['Nike', 'Air Zoom Pegasus 40', 'pegasus', 40],
  ['Adidas', 'Ultraboost 23', 'ultraboost', 23],
  ['Asics', 'Gel-Nimbus 25', 'nimbus', 25],
  ['Hoka', 'Clifton 9', 'clifton', 9],
  ['Brooks', 'Ghost 15', 'ghost', 15],
] as const;

export const SNEAKERS = [
  ['Nike', 'Air Max 90', 'air max', 90],
  ['Nike', 'Air Force 1', 'air force', 1],
  ['Adidas', 'Stan Smith', 'stan smith', null],
  ['Adidas', 'Superstar', 'superstar', null],
  ['Converse', 'Chuck Taylor All Star', 'chuck taylor', null],
  ['Vans', 'Old Skool', 'old skool', null],
] as const;

type Row = readonly [string, string, string, number | null];

function shoe(kind: string, rows: readonly Row[], words: readonly string[]): (d: Draw) => Draft {
  return (d) => {
    const [brand, model, line, number] = d.pick(rows);
    const colour = d.pick(COLOURS.slice(0, 6));
    return {
      title: `${brand} ${model} ${d.pick(words)} ${colour}`,
      description:
        kind === 'running shoes'
          ? 'Cushioned running shoes for road running, with a breathable mesh upper.'
          : 'Classic sneakers for everyday wear, leather upper and rubber sole.',
      truth: truth({
        kind,
        brand: brand.toLowerCase(),
        line,
        number,
        colour: colour.toLowerCase(),
      }),
    };
  };
}

function simple(
  kind: string,
  brands: readonly string[],
  titles: readonly ((brand: string, colour: string, d: Draw) => string)[],
  description: string,
  colours: readonly string[] = COLOURS,
): (d: Draw) => Draft {
  return (d) => {
    const brand = d.pick(brands);
    const colour = d.pick(colours);
    return {
      title: d.pick(titles)(brand, colour, d),
      description,
      truth: truth({
        kind,
        brand: brand.toLowerCase().replace(/[^a-z ]/g, ''),
        colour: colour.toLowerCase(),
      }),
    };
  };
}

const tshirt = simple(
  'tshirt',
  ['Nike', 'Adidas', 'Puma', 'Under Armour'],
  [(b, c) => `${b} Running T-Shirt ${c}`, (b, c) => `${b} Cotton T-Shirt ${c}`],
  'Soft T-shirt with a regular fit.',
);

const bottle = simple(
  'water bottle',
  ['Hydro Flask', 'CamelBak', 'Nalgene'],
  [
    (b, c, d) => `${b} Water Bottle ${d.pick([500, 750])}ml ${c}`,
    (b, c, d) => `${b} Insulated Water Bottle ${d.pick([1, 2])}L ${c}`,
  ],
  'Leak-proof bottle keeps drinks cold for 24 hours.',
);

const sunglasses = simple(
  'sunglasses',
  ['Ray-Ban', 'Oakley', 'Persol'],
  [
    (b, c) => `${b} Wayfarer Sunglasses ${c}`,
    (b, c) => `${b} Aviator Sunglasses ${c}`,
    (b, c) => `${b} Holbrook Sunglasses, ${c}`,
  ],
  'Polarised lenses with UV400 protection.',
  ['Black', 'Silver', 'Blue', 'Green'],
);

const skateboard = simple(
  'skateboard',
  ['Element', 'Santa Cruz', 'Globe'],
  [(b, c) => `${b} Complete Skateboard 8.0" ${c}`, (b, c) => `${b} Cruiser Skateboard ${c}`],
  'Seven-ply maple deck, ready to ride.',
);

const snowboard = simple(
  'snowboard',
  ['Burton', 'Salomon', 'Rossignol'],
  [
    (b, c, d) => `${b} Custom Snowboard ${d.pick([150, 154, 158])}cm`,
    (b, c) => `${b} All-Mountain Snowboard ${c}`,
  ],
  'Camber profile for all-mountain riding.',
);

const yogaMat = simple(
  'yoga mat',
  ['Manduka', 'Gaiam', 'Liforme'],
  [(b, c) => `${b} Yoga Mat 6mm ${c}`, (b, c) => `${b} Travel Yoga Mat ${c}`],
  'Non-slip mat for yoga and pilates.',
);

function sportGear(d: Draw): Draft {
  return d.pick<Draft>([
    {
      title: 'Bottle Cage for Bicycles',
      description: 'Holds any water bottle on your bike.',
      truth: truth({ kind: 'bottle cage', target: target('water bottle') }),
    },
    {
      title: `Case for Sunglasses ${d.pick(['Black', 'Brown'])}`,
      description: 'Hard case with a cleaning cloth.',
      truth: truth({ kind: 'case', target: target('sunglasses') }),
    },
    {
      title: `Skateboard Wheels ${d.pick([52, 54, 56])}mm`,
      description: 'Urethane wheels for street and park.',
      truth: truth({ kind: 'wheels', target: target('skateboard') }),
    },
    {
      title: `${d.pick(['Burton', 'Salomon'])} Snowboard Boots`,
      description: 'Warm boots with a quick lacing system.',
      truth: truth({ kind: 'snowboard boots', target: target('snowboard') }),
    },
  ]);
}

export const SPORT_FAMILIES: Family[] = [
  (d) =>
    times(60, d, shoe('running shoes', RUNNING_SHOES, ['Running Shoes', "Men's Running Shoe"])),
  (d) => times(60, d, shoe('sneakers', SNEAKERS, ['Sneakers', 'Trainers'])),
  (d) => times(50, d, tshirt),
  (d) => times(40, d, bottle),
  (d) => times(40, d, sunglasses),
  (d) => times(30, d, skateboard),
  (d) => times(30, d, snowboard),
  (d) => times(30, d, yogaMat),
  (d) => times(40, d, sportGear),
];
