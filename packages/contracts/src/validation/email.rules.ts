import { z } from 'zod';

/**
 * Standard address form (docs/product/access.md#validation-rules), using zod's maintained email
 * pattern so the edge and the forms agree.
 * @example isValidEmail('anna@shop.it') // true
 */
export function isValidEmail(value: string): boolean {
  return z.regexes.email.test(value.trim());
}
