import { describe, expect, it } from 'vitest';
import { TIERED_PLAN_KEYS, type PlanKey } from '../constants/plans.constants';
import { changesOnlyThroughSales, planChangeRoute } from './plan-change.rules';

const monthly = (key: PlanKey) => ({ key, isMonthly: true });
const yearly = (key: PlanKey) => ({ key, isMonthly: false });

describe('planChangeRoute', () => {
  it('sells any self-service plan from the trial or after a plan ended, enterprise through sales', () => {
    for (const key of TIERED_PLAN_KEYS) {
      expect(planChangeRoute(null, monthly(key))).toBe('self-service');
      expect(planChangeRoute(monthly('trial'), yearly(key))).toBe('self-service');
    }
    expect(planChangeRoute(null, monthly('enterprise'))).toBe('contact-sales');
    expect(planChangeRoute(null, monthly('custom'))).toBe('contact-sales');
  });

  it('lets a paid Start (manual invoices included) upgrade to Standard and Advanced', () => {
    expect(planChangeRoute(monthly('start'), monthly('standard'))).toBe('self-service');
    expect(planChangeRoute(monthly('start'), yearly('advanced'))).toBe('self-service');
    expect(planChangeRoute(monthly('start'), yearly('start'))).toBe('self-service');
    expect(planChangeRoute(monthly('start'), monthly('start'))).toBe('unchanged');
  });

  it('sends downgrades and yearly back to monthly to sales', () => {
    expect(planChangeRoute(monthly('standard'), monthly('start'))).toBe('contact-sales');
    expect(planChangeRoute(yearly('start'), monthly('start'))).toBe('contact-sales');
    expect(planChangeRoute(yearly('start'), monthly('standard'))).toBe('contact-sales');
    expect(planChangeRoute(yearly('start'), yearly('standard'))).toBe('self-service');
  });

  it('sends every change of a plan arranged with sales to sales', () => {
    expect(planChangeRoute(monthly('enterprise'), monthly('advanced'))).toBe('contact-sales');
    expect(planChangeRoute(monthly('custom'), yearly('advanced'))).toBe('contact-sales');
    expect(changesOnlyThroughSales(monthly('enterprise'))).toBe(true);
    expect(changesOnlyThroughSales(monthly('custom'))).toBe(true);
    expect(changesOnlyThroughSales(monthly('start'))).toBe(false);
    expect(changesOnlyThroughSales(null)).toBe(false);
  });
});
