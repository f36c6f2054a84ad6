import { describe, expect, it } from 'vitest';
import { parseConditionText } from '@trova/contracts';
import {
  conditionTextOf,
  GUIDE_TEMPLATES,
  issuePlace,
  withTemplate,
} from './recommendation-conditions';

describe('condition text', () => {
  it('shows a stored condition as indented JSON, none as blank, several joined with and', () => {
    expect(conditionTextOf({ condition: [[{ always: true }]] })).toBe('');
    const one = conditionTextOf({ condition: [[{ always: true }], [{ '==': ['brand', 'Nike'] }]] });
    expect(JSON.parse(one)).toEqual({ '==': ['brand', 'Nike'] });
    expect(one).toContain('\n  ');
    const two = conditionTextOf({
      condition: [[{ always: true }], [{ exists: 'color' }, { '>': ['sellingPrice', 5] }]],
    });
    expect(JSON.parse(two)).toEqual({ and: [{ exists: 'color' }, { '>': ['sellingPrice', 5] }] });
  });

  it('offers the three guide templates: brand, selling price, listing price', () => {
    expect(GUIDE_TEMPLATES).toEqual(['brand', 'sellingPrice', 'listingPrice']);
    expect(withTemplate('', 'brand')).toBe('{ "==": ["brand", "Nike"] }');
    expect(withTemplate('  ', 'listingPrice')).toBe('{ ">=": ["listingPrice", 100] }');
  });

  it('joins a template with a condition already written, and never replaces text that does not read', () => {
    const joined = withTemplate('{"exists":"color"}', 'sellingPrice');
    expect(JSON.parse(joined!)).toEqual({
      and: [{ exists: 'color' }, { '>=': ['sellingPrice', 50] }],
    });
    expect(parseConditionText(joined!).issues).toEqual([]);
    expect(withTemplate('{"not":', 'brand')).toBeNull();
  });

  it('names where an issue is, list items counted from 1', () => {
    expect(issuePlace(['and', 1, '>=', 1])).toBe('and › 2 › >= › 2');
    expect(issuePlace([])).toBe('');
  });
});
