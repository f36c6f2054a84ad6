/**
 * The IP pattern of docs/product/fine-tuning.md#input-rules, taken literally: four dot-separated
 * groups of 1 to 3 digits. Octets above 255 (e.g. `256.1.1.1`) pass on purpose, as that page says
 * (see DECISIONS.md). A CIDR suffix `/0`…`/32` makes it a range (`10.0.0.0/24`): the event log
 * flags every address inside as excluded (docs/product/analytics.md#flags).
 */
export const IP_PATTERN = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(\/(3[0-2]|[12]?\d))?$/;

/**
 * Whether a value matches the IP pattern of docs/product/fine-tuning.md#input-rules.
 * @example isValidIp('192.168.0.1') // true
 * @example isValidIp('10.0.0.0/24') // true
 */
export function isValidIp(value: string): boolean {
  return IP_PATTERN.test(value);
}
