import {
  COLOURS,
  type Draft,
  type Draw,
  type Family,
  target,
  times,
  truth,
} from './catalogue-draw.js';

interface Model {
  brand: string;
  model: string;
  line: string | null;
  number: number | null;
}

const m = (
  brand: string,
  model: string,
  line: string | null = null,
  number: number | null = null,
): Model => ({
  brand,
  model,
  line,
  number,
});

export const HEADPHONES: Model[] = [
  m('Sony', 'WH-1000XM5'),
  m('Sony', 'WH-CH720N'),
  m('Bose', 'QuietComfort 45', 'quietcomfort', 45),
  m('Bose', 'QuietComfort Ultra', 'quietcomfort'),
  m('Sennheiser', 'Momentum 4', 'momentum', 4),
  m('Sennheiser', 'HD 560S'),
  m('JBL', 'Tune 760NC', 'tune', 760),
  m('Beats', 'Studio Pro'),
  m('Beats', 'Solo 4', 'solo', 4),
];

export const EARBUDS: Model[] = [
  m('Sony', 'WF-1000XM5'),
  m('Apple', 'AirPods Pro 2', 'airpods pro', 2),
  m('Apple', 'AirPods 3', 'airpods', 3),
  m('Samsung', 'Galaxy Buds2 Pro', 'galaxy buds', 2),
  m('JBL', 'Tune Buds', 'tune'),
  m('Jabra', 'Elite 4', 'elite', 4),
];

export const SPEAKERS: Model[] = [
  m('JBL', 'Flip 6', 'flip', 6),
  m('JBL', 'Flip 5', 'flip', 5),
  m('JBL', 'Charge 5', 'charge', 5),
  m('Bose', 'SoundLink Flex', 'soundlink'),
  m('Sony', 'SRS-XB100'),
  m('Marshall', 'Emberton II', 'emberton', 2),
];

export const WATCHES: Model[] = [
  m('Garmin', 'Forerunner 265', 'forerunner', 265),
  m('Garmin', 'Venu 3', 'venu', 3),
  m('Garmin', 'Fenix 7', 'fenix', 7),
  m('Apple', 'Watch Series 9', 'apple watch series', 9),
  m('Apple', 'Watch SE', 'apple watch se'),
  m('Samsung', 'Galaxy Watch6', 'galaxy watch', 6),
  m('Amazfit', 'GTR 4', 'gtr', 4),
  m('Amazfit', 'Bip 5', 'bip', 5),
];

function modelTruth(kind: string, x: Model, colour: string | null): Draft['truth'] {
  return truth({ kind, brand: x.brand.toLowerCase(), line: x.line, number: x.number, colour });
}

function headphones(d: Draw): Draft {
  const x = d.pick(HEADPHONES);
  const colour = d.pick(COLOURS.slice(0, 4));
  return {
    title: d.pick([
      `${x.brand} ${x.model} Wireless Headphones, ${colour}`,
      `${x.brand} ${x.model} Over-Ear Headphones ${colour}`,
      `${x.brand} ${x.model} Noise Cancelling Headphones – ${colour}`,
    ]),
    description: `Over-ear headphones with ${d.pick([30, 40, 60])}-hour battery and a soft carrying case.`,
    truth: modelTruth('headphones', x, colour.toLowerCase()),
  };
}

function earbuds(d: Draw): Draft {
  const x = d.pick(EARBUDS);
  const colour = d.pick(['Black', 'White']);
  return {
    title: d.pick([
      `${x.brand} ${x.model} Earbuds ${colour}`,
      `${x.brand} ${x.model} True Wireless Earbuds`,
    ]),
    description: 'In-ear earbuds with a charging case, lighter than over-ear headphones.',
    truth: modelTruth('earbuds', x, colour.toLowerCase()),
  };
}

function headphoneGear(d: Draw): Draft {
  const x = d.pick(HEADPHONES);
  const colour = d.pick(COLOURS.slice(0, 4));
  return d.pick<Draft>([
    {
      title: `Headphone Stand ${d.pick(['Aluminium', 'Walnut', 'Acrylic'])}`,
      description: 'Keeps your headphones tidy on the desk.',
      truth: truth({ kind: 'headphone stand', target: target('headphones') }),
    },
    {
      title: `Hard Case for Headphones ${colour}`,
      description: 'Protects over-ear headphones on the go.',
      truth: truth({ kind: 'case', colour: colour.toLowerCase(), target: target('headphones') }),
    },
    {
      title: `Replacement Ear Pads for ${x.brand} ${x.model}`,
      description: 'Soft memory-foam ear pads for your headphones.',
      truth: truth({ kind: 'ear pads', target: target('headphones', x.line, x.number) }),
    },
  ]);
}

function speaker(d: Draw): Draft {
  const x = d.pick(SPEAKERS);
  const colour = d.pick(COLOURS.slice(0, 6));
  return {
    title: d.pick([
      `${x.brand} ${x.model} Bluetooth Speaker ${colour}`,
      `${x.brand} ${x.model} Portable Speaker, Waterproof, ${colour}`,
    ]),
    description: `Portable speaker with ${d.pick([10, 12, 20])}-hour battery; pairs with any smartphone.`,
    truth: modelTruth('speaker', x, colour.toLowerCase()),
  };
}

function smartwatch(d: Draw): Draft {
  const x = d.pick(WATCHES);
  const colour = d.pick(['Black', 'White', 'Silver', 'Pink']);
  const size = d.pick([41, 45]);
  const title =
    x.brand === 'Apple'
      ? `Apple ${x.model} GPS ${size}mm ${colour}`
      : x.brand === 'Samsung'
        ? `Samsung ${x.model} ${size - 1}mm ${colour}`
        : x.brand === 'Amazfit'
          ? `Amazfit ${x.model} Smart Watch ${colour}`
          : `Garmin ${x.model} Smartwatch ${colour}`;
  const word = x.brand === 'Amazfit' ? 'Smart watch' : 'Smartwatch';
  return {
    title,
    description: `${word} with heart-rate sensor, GPS and ${d.int(2, 14)}-day battery.`,
    truth: modelTruth('smartwatch', x, colour.toLowerCase()),
  };
}

function strap(d: Draw): Draft {
  const x = d.pick(WATCHES.filter((w) => w.brand !== 'Amazfit'));
  const colour = d.pick(COLOURS);
  const name =
    x.brand === 'Garmin' ? `Garmin ${x.model}` : x.brand === 'Apple' ? 'Apple Watch' : x.model;
  return {
    title: d.pick([
      `Strap for ${name}, Silicone, ${colour}`,
      `Replacement Band for ${name} ${colour}`,
    ]),
    description: 'Comfortable replacement strap for your smartwatch.',
    truth: truth({
      kind: 'strap',
      colour: colour.toLowerCase(),
      target: target(
        'smartwatch',
        x.brand === 'Apple' ? 'apple watch' : x.line,
        x.brand === 'Apple' ? null : x.number,
      ),
    }),
  };
}

export const AUDIO_FAMILIES: Family[] = [
  (d) => times(90, d, headphones),
  (d) => times(60, d, earbuds),
  (d) => times(36, d, headphoneGear),
  (d) => times(50, d, speaker),
  (d) => times(70, d, smartwatch),
  (d) => times(40, d, strap),
];
