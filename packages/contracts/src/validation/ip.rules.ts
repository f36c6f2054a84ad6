/**
 * The IP pattern of docs/product/fine-tuning.md#input-rules, taken literally: four dot-separated
 * groups of 1 to 3 digits. Octets above 255 (e.g. `256.1.1.1`) pass on purpose, as that page says
 * (see DECISIONS.md).
 */
export const IP_PATTERN = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * Whether a value matches the IP pattern of docs/product/fine-tuning.md#input-rules.
 * @example isValidIp('192.168.0.1') // true
 */
export function isValidIp(value: string): boolean {
  return IP_PATTERN.test(value);
}
