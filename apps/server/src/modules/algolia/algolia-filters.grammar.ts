import { AlgoliaProtocolError } from './algolia-protocol.error';

/** Longest filter text read (docs/product/algolia-protocol.md#parameters-and-limits). */
export const MAX_FILTER_TEXT = 4096;
/** Deepest nesting of parentheses and NOT: the parser recurses once per level. */
export const MAX_FILTER_NESTING = 32;

export type NumericOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';

/**
 * A parsed filter before attribute names meet the shop's schema. `value` leaves compare a facet
 * value as written (quotes removed); `number` leaves compare with an operator; `from`/`to` leaves
 * are `attr:from TO to`, bounds inclusive.
 */
export type FilterNode =
  | { and: FilterNode[] }
  | { or: FilterNode[] }
  | { not: FilterNode }
  | { attribute: string; value: string }
  | { attribute: string; operator: NumericOperator; number: number }
  | { attribute: string; from: number; to: number };

interface Token {
  kind: 'word' | 'quoted' | 'op' | '(' | ')' | ':' | 'end';
  text: string;
  position: number;
}

const OPERATORS = ['<=', '>=', '!=', '<', '>', '='] as const;
/** Characters that end an unquoted word: they are tokens of their own. */
const DELIMITERS = new Set([' ', '\t', '\n', '\r', '(', ')', ':', '<', '>', '=', '!', '"', "'"]);
/** Algolia's operators are upper case; `and` in lower case is an ordinary word. */
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);

function fail(label: string, token: Token): never {
  const what = token.kind === 'end' ? 'end of filter' : `'${token.text}'`;
  throw new AlgoliaProtocolError(400, `${label}: unexpected ${what} at position ${token.position}`);
}

function quoted(label: string, text: string, start: number): { token: Token; next: number } {
  const quote = text.charAt(start);
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '\\' && i + 1 < text.length) value += text.charAt(++i);
    else if (char === quote)
      return { token: { kind: 'quoted', text: value, position: start }, next: i + 1 };
    else value += char;
  }
  throw new AlgoliaProtocolError(400, `${label}: unclosed quote at position ${start}`);
}

/** Splits filter text into tokens; positions are 0-based character offsets. */
export function tokenize(label: string, text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      i++;
    } else if (char === '(' || char === ')' || char === ':') {
      tokens.push({ kind: char, text: char, position: i++ });
    } else if (char === '"' || char === "'") {
      const { token, next } = quoted(label, text, i);
      tokens.push(token);
      i = next;
    } else {
      const operator = OPERATORS.find((op) => text.startsWith(op, i));
      if (operator) {
        tokens.push({ kind: 'op', text: operator, position: i });
        i += operator.length;
        continue;
      }
      if (char === '!') fail(label, { kind: 'op', text: char, position: i });
      const start = i;
      while (i < text.length && !DELIMITERS.has(text.charAt(i))) i++;
      tokens.push({ kind: 'word', text: text.slice(start, i), position: start });
    }
  }
  tokens.push({ kind: 'end', text: '', position: text.length });
  return tokens;
}

/**
 * Recursive descent over `or := and ('OR' and)*`, `and := unary ('AND' unary)*`,
 * `unary := 'NOT' unary | '(' or ')' | condition`,
 * `condition := attr ':' value ['TO' value] | attr op number`.
 */
class Parser {
  private index = 0;

  constructor(
    private readonly label: string,
    private readonly tokens: readonly Token[],
  ) {}

  parse(): FilterNode {
    const node = this.or(0);
    if (this.peek().kind !== 'end') fail(this.label, this.peek());
    return node;
  }

  private peek(): Token {
    return this.tokens[Math.min(this.index, this.tokens.length - 1)] ?? fail(this.label, endToken);
  }

  private take(): Token {
    const token = this.peek();
    this.index++;
    return token;
  }

  private keyword(word: string): boolean {
    const token = this.peek();
    if (token.kind !== 'word' || token.text !== word) return false;
    this.index++;
    return true;
  }

  private or(depth: number): FilterNode {
    const terms = [this.and(depth)];
    while (this.keyword('OR')) terms.push(this.and(depth));
    return terms.length === 1 ? (terms[0] ?? fail(this.label, endToken)) : { or: terms };
  }

  private and(depth: number): FilterNode {
    const terms = [this.unary(depth)];
    while (this.keyword('AND')) terms.push(this.unary(depth));
    return terms.length === 1 ? (terms[0] ?? fail(this.label, endToken)) : { and: terms };
  }

  private unary(depth: number): FilterNode {
    const token = this.peek();
    if (depth >= MAX_FILTER_NESTING) {
      throw new AlgoliaProtocolError(
        400,
        `${this.label}: nested deeper than ${MAX_FILTER_NESTING} levels at position ${token.position}`,
      );
    }
    if (this.keyword('NOT')) return { not: this.unary(depth + 1) };
    if (token.kind === '(') {
      this.index++;
      const inner = this.or(depth + 1);
      const close = this.take();
      if (close.kind !== ')') fail(this.label, close);
      return inner;
    }
    return this.condition();
  }

  private text(): Token {
    const token = this.take();
    const usable = token.kind === 'quoted' || (token.kind === 'word' && !KEYWORDS.has(token.text));
    return usable ? token : fail(this.label, token);
  }

  private number(): number {
    const token = this.take();
    const value = token.kind === 'word' ? Number(token.text) : Number.NaN;
    return Number.isFinite(value) && token.text.trim() !== '' ? value : fail(this.label, token);
  }

  private condition(): FilterNode {
    const attribute = this.text().text;
    const token = this.take();
    if (token.kind === 'op') {
      return { attribute, operator: token.text as NumericOperator, number: this.number() };
    }
    if (token.kind !== ':') fail(this.label, token);
    const valueToken = this.peek();
    const value = this.text().text;
    if (!this.keyword('TO')) return { attribute, value };
    const from = Number(value);
    if (valueToken.kind !== 'word' || !Number.isFinite(from)) fail(this.label, valueToken);
    return { attribute, from, to: this.number() };
  }
}

const endToken: Token = { kind: 'end', text: '', position: 0 };

/**
 * Parses Algolia's SQL-like `filters` syntax (docs/product/algolia-protocol.md#filters); `label`
 * names the parameter in error messages. Empty text is no filter.
 * @example parseFilters('filters', 'brand:"Nike Air" AND price < 100')
 * // { and: [{ attribute: 'brand', value: 'Nike Air' }, { attribute: 'price', operator: '<', number: 100 }] }
 */
export function parseFilters(label: string, text: string): FilterNode | undefined {
  if (text.length > MAX_FILTER_TEXT) {
    throw new AlgoliaProtocolError(400, `${label}: longer than ${MAX_FILTER_TEXT} characters`);
  }
  const tokens = tokenize(label, text);
  if (tokens.length === 1) return undefined;
  return new Parser(label, tokens).parse();
}
