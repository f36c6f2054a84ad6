import { describe, expect, it } from 'vitest';
import {
  isAdvancedOrMore,
  isStandardOrMore,
  isStartOrMore,
  PLAN_FEATURES,
  planHasFeature,
} from './plan-gating.constants';
import { PLAN_KEYS } from './plans.constants';

describe('plan gating', () => {
  it('start-or-more is every plan but little', () => {
    expect(PLAN_KEYS.filter(isStartOrMore)).toEqual([
      'trial',
      'start',
      'standard',
      'advanced',
      'enterprise',
      'custom',
    ]);
  });

  it('standard-or-more excludes little and start', () => {
    expect(PLAN_KEYS.filter(isStandardOrMore)).toEqual([
      'trial',
      'standard',
      'advanced',
      'enterprise',
      'custom',
    ]);
  });

  it('advanced-or-more is advanced, enterprise, custom and trial', () => {
    expect(PLAN_KEYS.filter(isAdvancedOrMore)).toEqual([
      'trial',
      'advanced',
      'enterprise',
      'custom',
    ]);
  });

  it('gives a custom plan (arranged with sales, or billing off) every feature', () => {
    expect(PLAN_FEATURES.every((feature) => planHasFeature('custom', feature))).toBe(true);
  });

  it('follows the feature table', () => {
    expect(planHasFeature('little', 'search')).toBe(true);
    expect(planHasFeature('little', 'showcase')).toBe(false);
    expect(planHasFeature('start', 'icebreakerFilters')).toBe(true);
    expect(planHasFeature('start', 'visualMachine')).toBe(false);
    expect(planHasFeature('standard', 'promotions')).toBe(true);
    expect(planHasFeature('standard', 'api')).toBe(false);
    expect(planHasFeature('advanced', 'b2bSearch')).toBe(true);
    expect(planHasFeature('advanced', 'support')).toBe(false);
    expect(planHasFeature('enterprise', 'support')).toBe(true);
  });
});
