import { describe, expect, it } from 'vitest';
import { eventsBatchSchema, pageViewEventSchema, shopperEventSchema } from './events.api';

const click = {
  kind: 'click',
  userToken: 'anon-1a2b',
  queryID: 'a'.repeat(32),
  objectIDs: ['SKU-1'],
  positions: [3],
};

describe('shopperEventSchema', () => {
  it('takes a click with its search and 1-based position', () => {
    expect(shopperEventSchema.parse(click)).toEqual(click);
  });

  it('refuses position 0, a malformed queryID and a user token with spaces', () => {
    expect(shopperEventSchema.safeParse({ ...click, positions: [0] }).success).toBe(false);
    expect(shopperEventSchema.safeParse({ ...click, queryID: 'XYZ' }).success).toBe(false);
    expect(shopperEventSchema.safeParse({ ...click, userToken: 'a b' }).success).toBe(false);
  });
});

describe('pageViewEventSchema', () => {
  const view = { kind: 'page-view', userToken: 'anon-1a2b', timestamp: 1, device: 'mobile' };

  it('takes who, when and the device of a page load', () => {
    expect(pageViewEventSchema.parse(view)).toEqual(view);
    expect(shopperEventSchema.safeParse(view).success).toBe(true);
  });

  it('refuses anything a page view has no use for: a search, products or money', () => {
    expect(pageViewEventSchema.safeParse({ ...view, queryID: 'a'.repeat(32) }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ ...view, query: 'sofa' }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ ...view, objectIDs: ['p1'] }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ ...view, value: 1 }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ ...view, userToken: '' }).success).toBe(false);
  });
});

describe('eventsBatchSchema', () => {
  it('takes 1 to 1,000 events, leaving each to be checked on its own', () => {
    expect(eventsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(eventsBatchSchema.safeParse({ events: Array(1001).fill(click) }).success).toBe(false);
    expect(eventsBatchSchema.parse({ events: [click, 'junk'] }).events).toHaveLength(2);
  });
});
