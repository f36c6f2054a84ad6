import { describe, expect, it } from 'vitest';
import type { FeedWarningKind } from './feed-stats';
import { withoutForbiddenCharacters, XmlRecoveryFilter } from './xml-recovery.filter';

interface Run {
  text: string;
  /** Repairs by kind, summed. */
  repairs: Partial<Record<FeedWarningKind, number>>;
  /** For each repair, the text handed on before it. */
  before: string[];
}

function run(chunks: readonly string[]): Run {
  const result: Run = { text: '', repairs: {}, before: [] };
  const filter = new XmlRecoveryFilter({
    text: (text) => (result.text += text),
    recovered: (kind, count) => {
      result.repairs[kind] = (result.repairs[kind] ?? 0) + count;
      result.before.push(result.text);
    },
  });
  for (const chunk of chunks) filter.write(chunk);
  filter.end();
  return result;
}

/** The document in one chunk, and cut in two at every position: the answer must not change. */
function repair(xml: string): Pick<Run, 'text' | 'repairs'> {
  const whole = run([xml]);
  for (let cut = 1; cut < xml.length; cut++) {
    const split = run([xml.slice(0, cut), xml.slice(cut)]);
    expect({ cut, text: split.text, repairs: split.repairs }).toEqual({
      cut,
      text: whole.text,
      repairs: whole.repairs,
    });
  }
  expect(run([...xml]).text).toBe(whole.text);
  return { text: whole.text, repairs: whole.repairs };
}

describe('XmlRecoveryFilter', () => {
  it('escapes a bare ampersand in text and in attribute values', () => {
    expect(repair('<a href="/p?c=1&s=2">Dolce & Gabbana, AT&T</a>')).toEqual({
      text: '<a href="/p?c=1&amp;s=2">Dolce &amp; Gabbana, AT&amp;T</a>',
      repairs: { 'bare-ampersand': 3 },
    });
  });

  it('leaves well-formed references alone', () => {
    const xml = '<a t="&quot;">&amp; &lt;&gt;&apos; &#233;&#xe9;&#x1F600;</a>';
    expect(repair(xml)).toEqual({ text: xml, repairs: {} });
  });

  it('turns HTML named entities into character references and keeps unknown ones as text', () => {
    expect(repair('<a>&nbsp;&eacute;&copy;&AMP;&NotEqualTilde;&bogus;&a:b;</a>')).toEqual({
      text: '<a>&#xa0;&#xe9;&#xa9;&#x26;&#x2242;&#x338;&amp;bogus;&amp;a:b;</a>',
      repairs: { 'undeclared-entity': 7 },
    });
  });

  it('treats a reference without its semicolon, or with an overlong name, as a bare ampersand', () => {
    const long = 'x'.repeat(70);
    expect(repair(`<a>&nbsp &${long}; &#12345678; &#X41;</a>`)).toEqual({
      text: `<a>&amp;nbsp &amp;${long}; &amp;#12345678; &amp;#X41;</a>`,
      repairs: { 'bare-ampersand': 4 },
    });
    expect(repair('<a>AT&')).toEqual({ text: '<a>AT&amp;', repairs: { 'bare-ampersand': 1 } });
  });

  it('drops control characters, also as character references, and keeps tab, LF and CR', () => {
    expect(repair('<a>x\u0000y\u000B\u001F\t\n\r\uFFFE&#1;&#x0;&#xFFFF;&#xD800;z</a>')).toEqual({
      text: '<a>xy\t\n\rz</a>',
      repairs: { 'control-character': 8 },
    });
  });

  it('passes CDATA, comments, processing instructions and the DOCTYPE through, control characters aside', () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "&b;">]><!-- & &nbsp; -->' +
      '<r><![CDATA[Tom & Jerry &nbsp; ]] >]]> &</r>';
    expect(repair(xml)).toEqual({
      text: xml.replace(/&<\/r>$/, '&amp;</r>'),
      repairs: { 'bare-ampersand': 1 },
    });
    expect(repair('<r><![CDATA[a\u0001b]]><!--\u0002--></r>')).toEqual({
      text: '<r><![CDATA[ab]]><!----></r>',
      repairs: { 'control-character': 2 },
    });
  });

  it('hands on the text before each repair first, so the parser knows where it is', () => {
    const { before } = run(['<i>1</i><i>2 & ', '3</i><i>4\u0000</i>']);
    expect(before).toEqual(['<i>1</i><i>2 ', '<i>1</i><i>2 &amp; 3</i><i>4']);
  });
});

describe('withoutForbiddenCharacters', () => {
  it('removes control characters but tab, LF and CR, and counts them', () => {
    expect(withoutForbiddenCharacters('a\u0000\u0008b\tc\u007F')).toEqual({
      text: 'ab\tc\u007F',
      removed: 2,
    });
  });
});
