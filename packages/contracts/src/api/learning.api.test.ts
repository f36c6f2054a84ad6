import { describe, expect, it } from 'vitest';
import { callPath } from './call';
import { learningApi, learningChangesQuerySchema } from './learning.api';

describe('learningApi.changes', () => {
  it('takes the period as text, as a query string carries it', () => {
    expect(learningChangesQuerySchema.parse({ fromTimestamp: '10', toTimestamp: '20' })).toEqual({
      fromTimestamp: 10,
      toTimestamp: 20,
    });
  });

  it('refuses a period that ends before it starts, or is missing an end', () => {
    const backwards = { fromTimestamp: '20', toTimestamp: '10' };
    expect(learningChangesQuerySchema.safeParse(backwards).success).toBe(false);
    expect(learningChangesQuerySchema.safeParse({ fromTimestamp: '10' }).success).toBe(false);
  });

  it("lives under the shop's analytics", () => {
    expect(callPath(learningApi.changes.path, { id: 's1' })).toBe('/shops/s1/analytics/learning');
  });
});
