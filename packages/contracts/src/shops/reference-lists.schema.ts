import { z } from 'zod';

/** `GET search types` item. */
export const searchTypeSchema = z.object({
  key: z.string().min(1),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), description: z.string() })),
});
export type SearchType = z.infer<typeof searchTypeSchema>;

/** `GET attribute types` item. */
export const attributeTypeSchema = z.object({
  id: z.union([z.string(), z.number()]),
  label: z.string(),
});
export type AttributeType = z.infer<typeof attributeTypeSchema>;

/** `GET shops/{id}/attributes`: attribute names. */
export const websiteAttributesSchema = z.array(z.string());
export type WebsiteAttributes = z.infer<typeof websiteAttributesSchema>;

/** `GET industries`: sector names. */
export const industrySchema = z.string().min(1);
export const industriesSchema = z.array(industrySchema);

export interface CategoryNode {
  identifier: string;
  name: string;
  parent: string | null;
  children: CategoryNode[];
}

/** `GET shops/{id}/categories` item: a category tree node. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  identifier: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});
