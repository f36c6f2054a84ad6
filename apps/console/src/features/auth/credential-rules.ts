/**
 * Document 000 §5: "standard address form". One `@`, no spaces, a dot in the domain. The server
 * re-validates every address, so this only decides when the form may be submitted.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
