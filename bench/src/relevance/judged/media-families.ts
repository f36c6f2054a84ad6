import { type Draft, type Draw, type Family, target, truth } from './catalogue-draw.js';

/** Consoles: title, line, number (null when the model has none). */
const CONSOLES = [
  ['Sony PlayStation 5 Console 825GB', 'playstation', 5],
  ['Sony PlayStation 5 Digital Edition', 'playstation', 5],
  ['Sony PlayStation 4 Slim 500GB', 'playstation', 4],
  ['Microsoft Xbox Series X 1TB', 'xbox series', null],
  ['Microsoft Xbox Series S 512GB', 'xbox series', null],
  ['Microsoft Xbox One S 1TB', 'xbox one', null],
  ['Nintendo Switch OLED', 'switch', null],
] as const;

const PLATFORMS = [
  { name: 'PlayStation 5', line: 'playstation', number: 5 },
  { name: 'PlayStation 4', line: 'playstation', number: 4 },
  { name: 'Xbox One', line: 'xbox one', number: null },
  { name: 'Nintendo Switch', line: 'switch', number: null },
] as const;

/** Games as their makers title them (Roman numerals included), with line and number. */
export const GAMES: [string, string, number | null][] = [
  ['Final Fantasy VII Remake', 'final fantasy', 7],
  ['Final Fantasy X HD', 'final fantasy', 10],
  ['Final Fantasy XVI', 'final fantasy', 16],
  ['Grand Theft Auto V', 'grand theft auto', 5],
  ['Grand Theft Auto IV', 'grand theft auto', 4],
  ['Call of Duty: Modern Warfare III', 'modern warfare', 3],
  ['Call of Duty: Modern Warfare II', 'modern warfare', 2],
  ["Assassin's Creed II", 'assassins creed', 2],
  ['God of War III Remastered', 'god of war', 3],
  ['Dark Souls III', 'dark souls', 3],
  ['Red Dead Redemption 2', 'red dead redemption', 2],
  ['The Witcher 3: Wild Hunt', 'witcher', 3],
  ['FIFA 23', 'fifa', 23],
  ['FIFA 24', 'fifa', 24],
  ['Gran Turismo 7', 'gran turismo', 7],
  ['Horizon Forbidden West', 'horizon', null],
];

/** Films as their studios title them, with line (series) and number in the series. */
export const FILMS: [string, string, number, number][] = [
  ['Rocky', 'rocky', 1, 1976],
  ['Rocky II', 'rocky', 2, 1979],
  ['Rocky III', 'rocky', 3, 1982],
  ['Rocky IV', 'rocky', 4, 1985],
  ['Rocky V', 'rocky', 5, 1990],
  ['Creed II', 'creed', 2, 2018],
  ['Creed III', 'creed', 3, 2023],
  ['The Godfather', 'godfather', 1, 1972],
  ['The Godfather Part II', 'godfather', 2, 1974],
  ['The Godfather Part III', 'godfather', 3, 1990],
  ['Jurassic Park', 'jurassic park', 1, 1993],
  ['Jurassic Park III', 'jurassic park', 3, 2001],
  ['Star Wars: Episode I – The Phantom Menace', 'star wars episode', 1, 1999],
  ['Star Wars: Episode IV – A New Hope', 'star wars episode', 4, 1977],
  ['Star Wars: Episode V – The Empire Strikes Back', 'star wars episode', 5, 1980],
  ['Star Wars: Episode VI – Return of the Jedi', 'star wars episode', 6, 1983],
  ['Toy Story', 'toy story', 1, 1995],
  ['Toy Story 2', 'toy story', 2, 1999],
  ['Toy Story 3', 'toy story', 3, 2010],
  ['Toy Story 4', 'toy story', 4, 2019],
  ['Shrek', 'shrek', 1, 2001],
  ['Shrek 2', 'shrek', 2, 2004],
  ['Shrek the Third', 'shrek', 3, 2007],
  ['Back to the Future', 'back to the future', 1, 1985],
  ['Back to the Future Part II', 'back to the future', 2, 1989],
  ['Back to the Future Part III', 'back to the future', 3, 1990],
  ['Home Alone', 'home alone', 1, 1990],
  ['Home Alone 2: Lost in New York', 'home alone', 2, 1992],
  ['Frozen', 'frozen', 1, 2013],
  ['Frozen II', 'frozen', 2, 2019],
  ['Mission: Impossible III', 'mission impossible', 3, 2006],
  ['Iron Man', 'iron man', 1, 2008],
  ['Iron Man 2', 'iron man', 2, 2010],
  ['Iron Man 3', 'iron man', 3, 2013],
  ['Spider-Man 2', 'spider man', 2, 2004],
  ['Spider-Man 3', 'spider man', 3, 2007],
];

function consoles(d: Draw): Draft[] {
  return CONSOLES.flatMap(([title, line, number]) =>
    [0, 1, 2].map(() => ({
      title: d.chance(0.5)
        ? title
        : `${title} with ${d.pick(['FIFA 24', 'Extra Controller', 'Headset'])} Bundle`,
      description: 'Game console with one wireless controller included.',
      truth: truth({ kind: 'console', brand: title.split(' ')[0]!.toLowerCase(), line, number }),
    })),
  );
}

function controllers(d: Draw): Draft[] {
  const rows: [string, string, string, number | null][] = [
    ['Sony DualSense Wireless Controller for PlayStation 5', 'sony', 'playstation', 5],
    ['Sony DualShock 4 Controller for PlayStation 4', 'sony', 'playstation', 4],
    ['Microsoft Xbox Wireless Controller for Xbox One', 'microsoft', 'xbox one', null],
    ['Nintendo Switch Pro Controller', 'nintendo', 'switch', null],
  ];
  return rows.flatMap(([title, brand, line, number]) =>
    ['White', 'Black', 'Red', 'Blue', 'Grey'].map((colour) => ({
      title: `${title}, ${colour}`,
      description: d.pick([
        'Precise sticks and long battery life.',
        'Rechargeable, with a USB-C cable.',
      ]),
      truth: truth({
        kind: 'controller',
        brand,
        colour: colour.toLowerCase(),
        target: target('console', line, number),
      }),
    })),
  );
}

function games(d: Draw): Draft[] {
  return GAMES.flatMap(([name, line, number]) =>
    PLATFORMS.filter(() => d.chance(0.6)).map((p) => ({
      title: `${name} (${p.name})`,
      description: `${d.pick(['Action', 'Adventure', 'Racing', 'Sports', 'Role-playing'])} game for ${p.name}.`,
      truth: truth({ kind: 'game', line, number, target: target('console', p.line, p.number) }),
    })),
  );
}

function films(d: Draw): Draft[] {
  return FILMS.flatMap(([name, line, number, year]) =>
    ['DVD', 'Blu-ray', '4K Ultra HD'].map((format) => ({
      title: d.chance(0.5) ? `${name} (${format})` : `${name} [${format}] ${year}`,
      description: `${d.pick(['Drama', 'Action', 'Family', 'Science fiction'])} film from ${year}, ${format} edition.`,
      truth: truth({ kind: 'film', line, number }),
    })),
  );
}

export const MEDIA_FAMILIES: Family[] = [consoles, controllers, games, films];
