import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/config';
import {
  billingSettingsSchema,
  defaultBillingSettings,
  loadBillingSettings,
} from './billing-settings';

describe('the plans file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-plans-'));
  const write = (content: string) => {
    const file = path.join(dir, `plans-${Math.random().toString(36).slice(2)}.json`);
    fs.writeFileSync(file, content);
    return file;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has valid defaults, used when no file is set', () => {
    expect(billingSettingsSchema.parse(defaultBillingSettings())).toEqual(defaultBillingSettings());
    expect(loadBillingSettings(undefined)).toEqual(defaultBillingSettings());
  });

  it("reads the operator's prices and seller", () => {
    const settings = defaultBillingSettings();
    settings.plans.start.monthlyCents = 5_500;
    settings.seller.name = 'Trova srl';
    expect(loadBillingSettings(write(JSON.stringify(settings))).plans.start.monthlyCents).toBe(
      5_500,
    );
  });

  it('stops the start with every problem named when the file is wrong', () => {
    const settings = defaultBillingSettings() as unknown as Record<string, unknown>;
    const broken = {
      ...settings,
      timeZone: 'Mars/Olympus',
      plans: {
        ...(settings.plans as object),
        start: { title: 'Start', description: '', monthlyCents: 49.5 },
      },
      extra: true,
    };
    const file = write(JSON.stringify(broken));
    expect(() => loadBillingSettings(file)).toThrow(ConfigError);
    expect(() => loadBillingSettings(file)).toThrow(/timeZone: .*time zone/);
    expect(() => loadBillingSettings(file)).toThrow(/plans\.start\.monthlyCents/);
    expect(() => loadBillingSettings(file)).toThrow(/extra|Unrecognized/);
    expect(() => loadBillingSettings(write('{ not json'))).toThrow(/cannot be read as JSON/);
    expect(() => loadBillingSettings(path.join(dir, 'missing.json'))).toThrow(/cannot be read/);
  });
});
