/**
 * The set of letters of a folded word as bits: a–z one bit each, any other unit folded onto six
 * more bits. One edit (substitution, insertion, deletion, transposition) changes at most two bits
 * of the set, hashed or not, so words within `k` edits differ in at most `2k` bits: a typo scan
 * rejects most same-length terms with one XOR instead of an edit-distance table.
 *
 * @example
 * letterMask('abc') === 0b111; // true
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return mask;
}

/** Number of bits set in a 32-bit number. */
export function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
