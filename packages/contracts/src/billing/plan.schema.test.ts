import { describe, expect, it } from 'vitest';
import {
  clientConfigurationSchema,
  defaultClientConfiguration,
  defaultTier,
  planSchema,
} from './plan.schema';
import { billingInfoUpdateSchema, emptyBillingInfo } from './billing-info.schema';
import { billingInfoSchema } from './billing-info.schema';

const plan = {
  key: 'start',
  title: 'Start',
  desc: '',
  price: { monthly: 49, yearly: 529.2 },
  queries: { threshold: 10_000 },
  requestsLimit: 0,
  isMonthly: true,
  isActive: true,
  isRegular: true,
  isAutomatic: true,
  isCustom: false,
  subscriptionTimestamp: 1_700_000_000,
  periodStartTimestamp: 1_700_000_000,
  endTimestamp: null,
  pendingPlan: null,
  discount: null,
};

describe('planSchema', () => {
  it('parses a plan and rejects an unknown key', () => {
    expect(planSchema.parse(plan).key).toBe('start');
    expect(planSchema.safeParse({ ...plan, key: 'gold' }).success).toBe(false);
  });
});

describe('default tier', () => {
  it('is the free tier with 5K and 20K monthly', () => {
    expect(defaultTier()).toMatchObject({ limit: 5_000, limitMonth: 20_000, limitLabel: '5K' });
    expect(clientConfigurationSchema.parse(defaultClientConfiguration()).tier.limitMonth).toBe(
      20_000,
    );
  });
});

describe('billingInfoUpdateSchema', () => {
  const italian = {
    ...emptyBillingInfo(),
    firstName: 'Anna',
    email: 'anna@shop.it',
    country: 'IT',
    state: 'MI',
    sdi: 'ABC1234',
    pec: 'anna@pec.it',
  };
  const { isDeactivating: _drop, ...update } = italian;

  it('accepts complete Italian data', () => {
    expect(billingInfoUpdateSchema.safeParse(update).success).toBe(true);
  });

  it('requires a 7-character SDI and a PEC for Italy', () => {
    const result = billingInfoUpdateSchema.safeParse({ ...update, sdi: '123456', pec: '' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['sdi', 'pec']);
  });

  it('refuses a PEC that is not a valid address, in Italy and San Marino alike', () => {
    for (const country of ['IT', 'SM']) {
      const result = billingInfoUpdateSchema.safeParse({ ...update, country, pec: 'anna@pec' });
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['pec']);
    }
  });

  it('requires a state for region countries only', () => {
    expect(billingInfoUpdateSchema.safeParse({ ...update, country: 'US', state: '' }).success).toBe(
      false,
    );
    expect(billingInfoUpdateSchema.safeParse({ ...update, country: 'GB', state: '' }).success).toBe(
      true,
    );
  });

  it('keeps the stored shape lenient so incomplete info still parses', () => {
    expect(billingInfoSchema.parse(emptyBillingInfo()).firstName).toBe('');
  });
});
