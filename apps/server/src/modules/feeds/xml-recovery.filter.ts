import { decodeHTMLStrict } from 'entities';
import type { FeedWarningKind } from './feed-stats';

/** Receives the repaired document in order; a repair is noted before its replacement text. */
export interface RecoverySink {
  text(text: string): void;
  recovered(kind: FeedWarningKind, count: number): void;
}

/**
 * Characters XML 1.0 forbids: C0 controls other than tab, LF and CR, and U+FFFE, U+FFFF. Lone
 * surrogates never get here: TextDecoder turns them into U+FFFD.
 */
const FORBIDDEN = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF';
const FORBIDDEN_CHARACTERS = new RegExp(`[${FORBIDDEN}]+`, 'g');
/** Where text needs a look: a reference, forbidden characters, or markup whose content is not text. */
const TEXT_STOP = new RegExp(`[${FORBIDDEN}]+|&|<(?=[!?]|$)`, 'g');
const DOCTYPE_STOP = new RegExp(`[${FORBIDDEN}]+|[[\\]>]`, 'g');
const REFERENCE = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|([A-Za-z_:][\w.:-]{0,63}));/y;
/** A reference the chunk cut off: the next chunk decides. At most 66 characters wait. */
const PARTIAL_REFERENCE = /&(?:#(?:\d{0,7}|x[0-9a-fA-F]{0,6})|[A-Za-z_:][\w.:-]{0,63})?$/y;
const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
/**
 * Sections whose content is not parsed for references: the opening marker, and what ends the
 * section or needs a repair in it. Every closing marker is at most 3 characters long.
 */
interface Section {
  open: string;
  stop: RegExp;
}
const SECTIONS: readonly Section[] = [
  { open: '<![CDATA[', stop: new RegExp(`[${FORBIDDEN}]+|\\]\\]>`, 'g') },
  { open: '<!--', stop: new RegExp(`[${FORBIDDEN}]+|-->`, 'g') },
  { open: '<?', stop: new RegExp(`[${FORBIDDEN}]+|\\?>`, 'g') },
];
const DOCTYPE = '<!DOCTYPE';
const MARKERS = [...SECTIONS.map(({ open }) => open), DOCTYPE];

/**
 * Text without the characters XML forbids, and how many were removed (text feeds drop them too).
 * @example withoutForbiddenCharacters('a\u0000b') // { text: 'ab', removed: 1 }
 */
export function withoutForbiddenCharacters(text: string): { text: string; removed: number } {
  let removed = 0;
  const clean = text.replace(FORBIDDEN_CHARACTERS, (run) => {
    removed += run.length;
    return '';
  });
  return { text: clean, removed };
}

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** An HTML named entity as character references, so a decoded `<` or `&` stays text. */
function htmlEntity(name: string): string | undefined {
  const source = `&${name};`;
  const decoded = decodeHTMLStrict(source);
  if (decoded === source) return undefined;
  let references = '';
  for (const char of decoded) references += `&#x${(char.codePointAt(0) ?? 0).toString(16)};`;
  return references;
}

/**
 * Repairs the defects real feeds have and XML parsers stop at, before saxes reads them: a bare `&`
 * becomes `&amp;`, an undeclared entity becomes the HTML entity's character or stays literal text
 * (`&amp;name;`), forbidden characters (also as `&#…;` references) are dropped. CDATA sections,
 * comments, processing instructions and the DOCTYPE pass unchanged but for forbidden characters,
 * so a DOCTYPE declaring entities still reaches the parser's refusal.
 *
 * Streaming: only a possibly cut reference or markup opener (at most 66 characters) waits for the
 * next chunk. Clean text before each repair is handed on first, so the parser's position (which
 * item is open) is the repair's own when the sink hears of it.
 */
export class XmlRecoveryFilter {
  private carry = '';
  /** The CDATA section, comment or processing instruction being read. */
  private inSection: Section | undefined;
  /** Bracket depth inside `<!DOCTYPE …>` (its internal subset); -1 outside it. */
  private doctypeDepth = -1;
  private input = '';
  private from = 0;

  constructor(private readonly sink: RecoverySink) {}

  write(chunk: string): void {
    this.scan(this.carry + chunk, false);
  }

  /** The document ended: what waited is read as it is. */
  end(): void {
    this.scan(this.carry, true);
  }

  private scan(input: string, final: boolean): void {
    this.input = input;
    this.from = 0;
    let pos = 0;
    let hold = input.length;
    while (pos < input.length) {
      const next = this.inSection
        ? this.section(pos, this.inSection, final)
        : this.doctypeDepth >= 0
          ? this.doctype(pos)
          : this.text(pos, final);
      if (next < 0) {
        hold = -next - 1;
        break;
      }
      pos = next;
    }
    if (hold > this.from) this.sink.text(input.slice(this.from, hold));
    this.carry = input.slice(hold);
  }

  /** Replaces input[at, end) with `replacement`, noting the repair. */
  private repair(
    at: number,
    end: number,
    kind: FeedWarningKind,
    count: number,
    replacement = '',
  ): void {
    if (at > this.from) this.sink.text(this.input.slice(this.from, at));
    this.sink.recovered(kind, count);
    if (replacement) this.sink.text(replacement);
    this.from = end;
  }

  /** Reads text and tags from `pos`; the next position, or -(hold + 1) to wait for more input. */
  private text(pos: number, final: boolean): number {
    const input = this.input;
    TEXT_STOP.lastIndex = pos;
    const stop = TEXT_STOP.exec(input);
    if (!stop) return input.length;
    const at = stop.index;
    const token = stop[0];
    if (token === '&') return this.reference(at, final);
    if (token === '<') {
      const section = SECTIONS.find(({ open }) => input.startsWith(open, at));
      if (section) {
        this.inSection = section;
        return at + section.open.length;
      }
      if (input.startsWith(DOCTYPE, at)) {
        this.doctypeDepth = 0;
        return at + DOCTYPE.length;
      }
      const rest = input.slice(at, at + DOCTYPE.length);
      if (!final && MARKERS.some((marker) => marker.startsWith(rest))) return -at - 1;
      return at + 1;
    }
    this.repair(at, at + token.length, 'control-character', token.length);
    return at + token.length;
  }

  private reference(at: number, final: boolean): number {
    const input = this.input;
    REFERENCE.lastIndex = at;
    const match = REFERENCE.exec(input);
    if (!match) {
      PARTIAL_REFERENCE.lastIndex = at;
      if (!final && PARTIAL_REFERENCE.test(input)) return -at - 1;
      this.repair(at, at + 1, 'bare-ampersand', 1, '&amp;');
      return at + 1;
    }
    const end = at + match[0].length;
    const [, decimal, hex, name] = match;
    if (name === undefined) {
      const code = decimal === undefined ? parseInt(hex ?? '', 16) : parseInt(decimal, 10);
      if (!isXmlChar(code)) this.repair(at, end, 'control-character', 1);
    } else if (!XML_ENTITIES.has(name)) {
      this.repair(at, end, 'undeclared-entity', 1, htmlEntity(name) ?? `&amp;${name};`);
    }
    return end;
  }

  /** Inside CDATA, a comment or a processing instruction: only forbidden characters go. */
  private section(pos: number, section: Section, final: boolean): number {
    section.stop.lastIndex = pos;
    const stop = section.stop.exec(this.input);
    if (!stop) {
      // The closing marker's first characters may end this chunk.
      return final ? this.input.length : -Math.max(pos, this.input.length - 2) - 1;
    }
    const end = stop.index + stop[0].length;
    if (stop[0].endsWith('>')) this.inSection = undefined;
    else this.repair(stop.index, end, 'control-character', stop[0].length);
    return end;
  }

  private doctype(pos: number): number {
    DOCTYPE_STOP.lastIndex = pos;
    const stop = DOCTYPE_STOP.exec(this.input);
    if (!stop) return this.input.length;
    const at = stop.index;
    const token = stop[0];
    if (token === '[') this.doctypeDepth++;
    else if (token === ']') this.doctypeDepth = Math.max(0, this.doctypeDepth - 1);
    else if (token === '>') {
      if (this.doctypeDepth === 0) this.doctypeDepth = -1;
    } else this.repair(at, at + token.length, 'control-character', token.length);
    return at + token.length;
  }
}
