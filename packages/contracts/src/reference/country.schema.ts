import { z } from 'zod';

/** Country list entry: names in Italian and English and the ISO 3166-1 alpha-2 code. */
export const countrySchema = z.object({
  it: z.string(),
  en: z.string(),
  value: z.string().regex(/^[A-Z]{2}$/),
});
export type Country = z.infer<typeof countrySchema>;

/** Region of a country that has a region list (see REGION_COUNTRIES). */
export const regionSchema = z.object({
  region_id: z.union([z.string(), z.number()]),
  country_id: z.string().regex(/^[A-Z]{2}$/),
  code: z.string(),
  default_name: z.string(),
});
export type Region = z.infer<typeof regionSchema>;
