import { z } from 'zod';
import {
  FINE_TUNING_IPS_MAX,
  FINE_TUNING_STOPWORDS_MAX,
  FINE_TUNING_SYNONYM_ENTRIES_MAX,
  FINE_TUNING_SYNONYM_GROUP_MAX,
  FINE_TUNING_SYNONYM_GROUPS_MAX,
  FINE_TUNING_WEIGHTS_MAX,
} from '../constants/shops.constants';
import { maxKeys, maxTotal } from '../validation/list-caps.rules';
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

/**
 * Fine tuning as a save must send it: its shape within the list caps, and the rules between its
 * entries (docs/product/fine-tuning.md#list-caps). The rules run only once the caps hold.
 */
export const fineTuningSchema = storedFineTuningSchema
  .extend({
    weights: storedFineTuningSchema.shape.weights.check(maxKeys(FINE_TUNING_WEIGHTS_MAX)),
    ips: z.array(ipAddressSchema).max(FINE_TUNING_IPS_MAX),
    stopwords: z.array(fineTuningWordSchema).max(FINE_TUNING_STOPWORDS_MAX),
    synonyms: z
      .array(z.array(synonymEntrySchema).min(1).max(FINE_TUNING_SYNONYM_GROUP_MAX))
      .max(FINE_TUNING_SYNONYM_GROUPS_MAX)
      .check(maxTotal(FINE_TUNING_SYNONYM_ENTRIES_MAX)),
  })
  .superRefine((lists, ctx) => {
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
