/**
 * A catalogue product as the catalogue stores it, with only an id and a title: what index changes
 * carry in the cluster tests (deltas, recorded changes, stored rows).
 * @example catalogueProduct('p1') // { id: 'p1', title: 'Scarpa p1', additionalImageLinks: [], … }
 */
export const catalogueProduct = (id: string, title = `Scarpa ${id}`) => ({
  id,
  title,
  additionalImageLinks: [],
  productType: [],
  customLabels: [],
});
