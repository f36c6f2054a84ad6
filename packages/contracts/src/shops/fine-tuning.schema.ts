import { z } from 'zod';
import { checkFineTuningLists } from '../validation/fine-tuning.rules';
import {
  fineTuningWordSchema,
  ipAddressSchema,
  synonymEntrySchema,
} from '../validation/validation.schema';

/**
 * The shape of fine tuning (docs/product/fine-tuning.md): weights per query field, excluded IPs,
 * stop words, synonyms. A stored configuration is read with the shape alone: the rules between
 * entries (uniqueness as the engine folds words) have grown stricter over time, and a list saved
 * under older rules must still load; every save checks them again (`fineTuningSchema`).
 */
export const storedFineTuningSchema = z.object({
  weights: z.record(z.string(), z.number().nonnegative()),
  ips: z.array(ipAddressSchema),
  stopwords: z.array(fineTuningWordSchema),
  /**
   * Groups of equivalent words or phrases; an emptied group is removed, so groups are never
   * empty. Stop words and synonyms are unique once folded as the engine folds them (foldWord).
   */
  synonyms: z.array(z.array(synonymEntrySchema).min(1)),
});

/** Fine tuning as a save must send it: its shape, and the rules between its entries. */
export const fineTuningSchema = storedFineTuningSchema.superRefine((lists, ctx) => {
  const problem = checkFineTuningLists(lists);
  if (problem) ctx.addIssue({ code: 'custom', message: `Fine tuning lists: ${problem}` });
});
export type FineTuning = z.infer<typeof fineTuningSchema>;

/**
 * Fine tuning of a new shop: nothing excluded, no synonyms.
 * @example defaultFineTuning().ips // []
 */
export function defaultFineTuning(): FineTuning {
  return { weights: {}, ips: [], stopwords: [], synonyms: [] };
}
