import { z } from 'zod';
import { isValidEmail } from './email.rules';
import { checkPassword } from './password.rules';
import { isValidIp } from './ip.rules';
import { isValidFacetLabel, isValidSortLabel } from './layout.rules';
import { checkFineTuningInput, checkSynonymInput } from './fine-tuning.rules';

/** Field schemas built from the rule functions so each rule has one definition. */
export const emailSchema = z
  .string()
  .trim()
  .refine(isValidEmail, { message: 'Email non corretta' });

export const passwordSchema = z.string().superRefine((password, ctx) => {
  const { failures } = checkPassword(password);
  for (const failure of failures) {
    ctx.addIssue({ code: 'custom', message: `Password requirement not met: ${failure}` });
  }
});

export const ipAddressSchema = z.string().refine(isValidIp, { message: 'no IP' });

export const fineTuningWordSchema = z
  .string()
  .refine((word) => checkFineTuningInput(word) === null, { message: 'no words' });

/** A synonym entry: one word or a tidy phrase such as 't shirt' (docs/product/fine-tuning.md). */
export const synonymEntrySchema = z
  .string()
  .refine((entry) => checkSynonymInput(entry) === null, { message: 'no words' });

export const facetLabelSchema = z.string().refine(isValidFacetLabel, {
  message: 'Facet labels have 3 to 20 characters',
});

export const sortLabelSchema = z.string().refine(isValidSortLabel, {
  message: 'Sort labels have 3 to 24 characters',
});
