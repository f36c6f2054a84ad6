import {
  COLOURS,
  type Draft,
  type Draw,
  type Family,
  target,
  times,
  truth,
} from './catalogue-draw.js';

const KEYBOARDS = [
  ['Logitech', 'MX Keys'],
  ['Logitech', 'K380'],
  ['Razer', 'BlackWidow V4'],
  ['Corsair', 'K70'],
  ['Apple', 'Magic Keyboard'],
] as const;

export const MICE = [
  { brand: 'Logitech', model: 'M185', line: null, number: null },
  { brand: 'Logitech', model: 'MX Master 3S', line: 'mx master', number: 3 },
  { brand: 'Logitech', model: 'G502', line: null, number: null },
  { brand: 'Razer', model: 'DeathAdder V3', line: 'deathadder', number: 3 },
  { brand: 'Microsoft', model: 'Bluetooth', line: null, number: null },
] as const;

export const LAPTOPS = [
  { brand: 'Lenovo', model: 'IdeaPad 5', line: 'ideapad', number: 5 },
  { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', line: 'thinkpad', number: null },
  { brand: 'Apple', model: 'MacBook Air 13', line: 'macbook air', number: 13 },
  { brand: 'Apple', model: 'MacBook Pro 14', line: 'macbook pro', number: 14 },
  { brand: 'Dell', model: 'XPS 13', line: 'xps', number: 13 },
  { brand: 'HP', model: 'Pavilion 15', line: 'pavilion', number: 15 },
] as const;

const BAG_BRANDS = ['Eastpak', 'Herschel', 'Osprey', 'Deuter', 'Samsonite'];

function keyboard(d: Draw): Draft {
  const [brand, model] = d.pick(KEYBOARDS);
  const colour = d.pick(['Black', 'White', 'Grey']);
  return {
    title: d.pick([
      `${brand} ${model} Wireless Keyboard ${colour}`,
      `${brand} ${model} Mechanical Gaming Keyboard RGB`,
    ]),
    description: 'Full-size keyboard with quiet keys; pairs with a mouse over the same receiver.',
    truth: truth({ kind: 'keyboard', brand: brand.toLowerCase(), colour: colour.toLowerCase() }),
  };
}

function mouse(d: Draw): Draft {
  const x = d.pick(MICE);
  const colour = d.pick(['Black', 'White', 'Grey', 'Pink']);
  return {
    title: d.pick([
      `${x.brand} ${x.model} Wireless Mouse ${colour}`,
      `${x.brand} ${x.model} Gaming Mouse ${colour}`,
    ]),
    description: `Ergonomic mouse with a ${d.pick([4000, 8000, 16000])} DPI sensor and long battery life.`,
    truth: truth({
      kind: 'mouse',
      brand: x.brand.toLowerCase(),
      line: x.line,
      number: x.number,
      colour: colour.toLowerCase(),
    }),
  };
}

function mouseGear(d: Draw): Draft {
  const colour = d.pick(['Black', 'Grey', 'Blue']);
  const brand = d.pick(['SteelSeries', 'Razer', 'Corsair']);
  return d.pick<Draft>([
    {
      title: `Mousepad XL ${colour}`,
      description: 'Smooth surface for any mouse; non-slip rubber base.',
      truth: truth({ kind: 'mousepad', colour: colour.toLowerCase(), target: target('mouse') }),
    },
    {
      title: `${brand} Gaming Mouse Pad ${d.pick(['900x400', '450x400'])}mm`,
      description: 'Cloth surface tuned for gaming sensors.',
      truth: truth({ kind: 'mousepad', brand: brand.toLowerCase(), target: target('mouse') }),
    },
    {
      title: 'Mouse Bungee Cable Holder',
      description: 'Keeps the cable of your gaming mouse out of the way.',
      truth: truth({ kind: 'cable holder', target: target('mouse') }),
    },
  ]);
}

function laptop(d: Draw): Draft {
  const x = d.pick(LAPTOPS);
  const ram = d.pick([8, 16, 32]);
  return {
    title:
      x.brand === 'Apple'
        ? `Apple ${x.model} M3 ${ram}GB ${d.pick(['Silver', 'Grey'])}`
        : `${x.brand} ${x.model} Laptop, ${ram}GB RAM, ${d.pick([256, 512, 1024])}GB SSD`,
    description: `Thin and light laptop with a backlit keyboard and ${d.int(8, 18)}-hour battery.`,
    truth: truth({ kind: 'laptop', brand: x.brand.toLowerCase(), line: x.line, number: x.number }),
  };
}

function sleeve(d: Draw): Draft {
  const colour = d.pick(COLOURS);
  return {
    title: `Laptop Sleeve ${d.pick([13, 14, 15])}-inch ${colour}`,
    description: 'Padded sleeve with a zip pocket for your charger.',
    truth: truth({ kind: 'sleeve', colour: colour.toLowerCase(), target: target('laptop') }),
  };
}

function backpack(d: Draw): Draft {
  const brand = d.pick(BAG_BRANDS);
  const colour = d.pick(COLOURS.slice(0, 6));
  const litres = d.pick([20, 25, 30, 40]);
  const style = d.pick(['Laptop', 'Hiking', 'School']);
  return {
    title:
      style === 'School'
        ? `${brand} School Backpack ${colour}`
        : `${brand} ${style} Backpack ${litres}L ${colour}`,
    description:
      style === 'Laptop'
        ? 'Fits a 15-inch laptop, headphones and a water bottle.'
        : 'Light backpack with padded straps and a rain cover.',
    truth: truth({
      kind: 'backpack',
      brand: brand.toLowerCase(),
      colour: colour.toLowerCase(),
      target: style === 'Laptop' ? target('laptop') : null,
    }),
  };
}

function organiser(d: Draw): Draft {
  return d.pick<Draft>([
    {
      title: 'Desk Organizer with Phone Stand',
      description: 'Holds your smartphone, mouse, headphones and pens.',
      truth: truth({ kind: 'organizer' }),
    },
    {
      title: 'Travel Pouch for Tech Accessories',
      description: 'For earbuds, charger, powerbank and cables.',
      truth: truth({ kind: 'pouch' }),
    },
    {
      title: 'Gift Card',
      description: 'Spend it on headphones, games, films and more. Brand new design every season.',
      truth: truth({ kind: 'gift card' }),
    },
  ]);
}

export const COMPUTER_FAMILIES: Family[] = [
  (d) => times(50, d, keyboard),
  (d) => times(60, d, mouse),
  (d) => times(40, d, mouseGear),
  (d) => times(50, d, laptop),
  (d) => times(20, d, sleeve),
  (d) => times(70, d, backpack),
  (d) => times(30, d, organiser),
];
