/**
 * The part of Best Buy's public category tree (`categories.json` of the BestBuyAPIs
 * `open-data-set` repository: every category with its `path` of ancestors) that this set's
 * products fall in, as child → parents. Names are the retailer's, not ours; where the tree files
 * a category under a department (`Computers & Tablets`) only the kind-level parents are kept,
 * since no query here asks for a department. A category may have two parents where the retailer
 * lists it twice (PS5 controllers are both PlayStation 5 products and controllers).
 */
export const PARENTS: Readonly<Record<string, readonly string[]>> = {
  // Computers & Tablets > Laptops
  'PC Laptops': ['Laptops'],
  MacBooks: ['Laptops'],
  'Gaming Laptops': ['Laptops'],
  Chromebooks: ['Laptops'],
  // Computers & Tablets > Laptop Accessories
  'Laptop Bags & Cases': ['Laptop Accessories'],
  'Laptop Chargers & Adapters': ['Laptop Accessories'],
  'Docking Stations': ['Laptop Accessories'],
  'Laptop Stands': ['Laptop Accessories'],
  // Computer Accessories & Peripherals > Mice & Keyboards
  'Wireless & Bluetooth Mice': ['Mice'],
  'Gaming Mice': ['Mice'],
  'Gaming Keyboards': ['Computer Keyboards'],
  'Wireless & Bluetooth Keyboards': ['Computer Keyboards'],
  'Keyboard & Mouse Combos': ['Mice & Keyboards'],
  'Mouse & Wrist Pads': ['Mice & Keyboards'],
  'Keyboard Protection & Covers': ['Mice & Keyboards'],
  // Computers & Tablets > Monitors
  'Gaming Monitors': ['Monitors'],
  'LED Monitors': ['Monitors'],
  'Monitor & Screen Accessories': ['Monitors'],
  // Audio > Headphones
  'Over-Ear Headphones': ['Headphones'],
  'True Wireless Earbuds': ['Headphones'],
  'Headphone Accessories': ['Headphones'],
  // Audio > Speakers
  'Portable Bluetooth Speakers': ['Speakers'],
  'Bookshelf Speakers': ['Speakers'],
  'Speaker Accessories': ['Home Audio Accessories'],
  // TV & Home Theater
  'OLED TVs': ['TVs'],
  'LED TVs': ['TVs'],
  'TV Mounts': ['TV Stands, Mounts & Furniture'],
  'TV Stands': ['TV Stands, Mounts & Furniture'],
  'TV Antennas': ['TV & Home Theater Accessories'],
  'Remote Controls': ['TV & Home Theater Accessories'],
  // Cameras & Camcorders
  'DSLR Cameras': ['Digital Cameras'],
  'Mirrorless Cameras': ['Digital Cameras'],
  'Camera Bags & Cases': ['Camera Accessories'],
  Tripods: ['Camera Accessories'],
  'Camera Batteries': ['Camera Accessories'],
  // Printers, Ink & Toner
  'Inkjet Printers': ['Printers'],
  'Laser Printers': ['Printers'],
  'Printer Ink & Toner': ['Printers, Ink & Toner'],
  // Video Games
  'PS5 Consoles': ['PlayStation 5', 'Consoles'],
  'PS5 Controllers': ['PlayStation 5', 'Controllers'],
  'PS5 Games': ['PlayStation 5', 'Video Games'],
  'Xbox Series X|S Consoles': ['Xbox Series X|S', 'Consoles'],
  'Xbox Series X|S Controllers': ['Xbox Series X|S', 'Controllers'],
  'Xbox Series X|S Games': ['Xbox Series X|S', 'Video Games'],
  'Nintendo Switch Consoles': ['Nintendo Switch', 'Consoles'],
  'Nintendo Switch Controllers': ['Nintendo Switch', 'Controllers'],
  'Controller Charging Stations': ['Gaming Accessories'],
  // Cell Phones
  iPhone: ['Cell Phones'],
  'Samsung Galaxy': ['Cell Phones'],
  'Cell Phone Cases': ['Cell Phone Accessories'],
  'Cell Phone Chargers': ['Cell Phone Accessories'],
  'Screen Protectors': ['Cell Phone Accessories'],
  // Computers & Tablets > Tablets
  iPad: ['Tablets'],
  'Android Tablets': ['Tablets'],
  'Tablet Cases': ['Tablet Accessories'],
  // Wearable Technology
  'Apple Watch': ['Smartwatches'],
  'Samsung Galaxy Watch': ['Smartwatches'],
  'Smartwatch Bands': ['Smartwatch Accessories'],
  'Smartwatch Chargers': ['Smartwatch Accessories'],
};

/**
 * Whether `category` is `asked` or lies under it.
 *
 * @example
 * within('PS5 Controllers', 'Controllers'); // true
 */
export function within(category: string, asked: string): boolean {
  if (category === asked) return true;
  return (PARENTS[category] ?? []).some((p) => within(p, asked));
}
