import { z } from 'zod';
import {
  FACET_CONDITION_TYPES,
  QUERY_CONDITION_TYPES,
  VALIDITY_TYPES,
  VM_TEXT_MAX,
  VM_TRIGGER_CONDITIONS_MAX,
  VM_TRIGGERS_MAX,
} from '../constants/visual-machine.constants';

/*
 * Visual Machine entities are stored as drafts may be: empty names, empty values and null prices
 * parse. Whether a draft may be saved is decided by the *.rules.ts warnings, which the server runs
 * after parsing, so the console and the server block the same saves.
 */

const epochSeconds = z.number().int().nonnegative();
/** A text field of a rule: names, descriptions, values, addresses. */
export const vmTextSchema = z.string().max(VM_TEXT_MAX);

/** Scheduling: always, or from/to in epoch seconds (from 0 means "not chosen yet"). */
export const validitySchema = z.object({
  type: z.enum(VALIDITY_TYPES),
  from: epochSeconds,
  to: epochSeconds.nullable(),
});
export type Validity = z.infer<typeof validitySchema>;

export const queryConditionSchema = z.object({
  type: z.enum(QUERY_CONDITION_TYPES),
  value: vmTextSchema,
});
export type QueryCondition = z.infer<typeof queryConditionSchema>;

/** Price filter value; null bounds are what a reset leaves behind. */
export const priceRangeSchema = z.object({
  from: z.number().nonnegative().nullable(),
  to: z.number().nonnegative().nullable(),
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

/**
 * A filter is a single-key object: a facet name (text), `price` (a range) or `categories` (text).
 * The key is '' while the user has not picked a facet yet.
 */
export const filterSchema = z
  .record(vmTextSchema, z.union([vmTextSchema, priceRangeSchema]))
  .refine((filter) => Object.keys(filter).length === 1, {
    message: 'A filter has exactly one key',
  })
  .refine(
    (filter) =>
      Object.entries(filter).every(
        ([key, value]) => (key === 'price') === (typeof value !== 'string'),
      ),
    { message: 'price takes a range, every other facet takes text' },
  );
export type Filter = z.infer<typeof filterSchema>;

export const facetConditionSchema = z.object({
  type: z.enum(FACET_CONDITION_TYPES),
  filters: z.array(filterSchema).max(VM_TRIGGER_CONDITIONS_MAX),
});
export type FacetCondition = z.infer<typeof facetConditionSchema>;

/** A trigger: all its query conditions and its facet condition must match. */
export const triggerSchema = z.object({
  queries: z.array(queryConditionSchema).max(VM_TRIGGER_CONDITIONS_MAX),
  facet: facetConditionSchema,
});
export type Trigger = z.infer<typeof triggerSchema>;

/** Triggers are alternatives (OR); there is always at least one. */
export const triggersSchema = z.array(triggerSchema).min(1).max(VM_TRIGGERS_MAX);

/**
 * What campaigns and banner campaigns share: identity, scheduling and triggers. Each adds its own
 * `actions`. No id until created.
 */
export const ruleBaseSchema = z.object({
  id: z.string().min(1).optional(),
  name: vmTextSchema,
  description: vmTextSchema,
  isActive: z.boolean(),
  validity: validitySchema,
  conditions: triggersSchema,
});

/** Product chosen for an action. */
export const vmProductSchema = z.object({
  id: z.string().min(1).max(VM_TEXT_MAX),
  title: vmTextSchema,
  image: vmTextSchema,
  price: z.number().nonnegative(),
  url: vmTextSchema,
  isAlive: z.boolean(),
});
export type VmProduct = z.infer<typeof vmProductSchema>;

/**
 * A trigger with no queries and an empty filter list, as new campaigns start.
 * @example emptyTrigger().facet.filters // []
 */
export function emptyTrigger(): Trigger {
  return { queries: [], facet: { type: 'filterIs', filters: [] } };
}

/**
 * Validity of a new item: always, from 0, no end.
 * @example alwaysValidity().type // 'always'
 */
export function alwaysValidity(): Validity {
  return { type: 'always', from: 0, to: null };
}
