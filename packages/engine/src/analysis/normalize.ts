const MARKS = /\p{M}+/gu;
// Letters NFKD leaves whole; folded so that 'straße' and 'strasse' meet.
const SPECIAL = /[ßæœøłđþ]/g;
const SPECIAL_MAP: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

/**
 * Unicode NFKD, diacritics removed, lower-cased: the single form every index term and query
 * word is compared in.
 *
 * @example
 * foldText('Caffè Crème'); // 'caffe creme'
 */
export function foldText(text: string): string {
  const base = text.normalize('NFKD').replace(MARKS, '').toLowerCase();
  return base.replace(SPECIAL, (c) => SPECIAL_MAP[c] ?? c);
}

// ASCII has no marks or special letters and lower-cases one unit to one unit.
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * Folds text while remembering, for each folded UTF-16 unit, the offset of the original unit it
 * came from; highlight ranges must point into the string the shop sent. `offsets` is null when
 * they are the identity (ASCII text).
 */
export function foldWithOffsets(text: string): { folded: string; offsets: number[] | null } {
  if (isAscii(text)) return { folded: text.toLowerCase(), offsets: null };
  let folded = '';
  const offsets: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = foldText(ch);
    for (let k = 0; k < f.length; k++) offsets.push(i);
    folded += f;
    i += ch.length;
  }
  offsets.push(i);
  return { folded, offsets };
}
