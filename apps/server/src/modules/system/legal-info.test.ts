import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicConfigSchema } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defaultBillingSettings } from '../billing/index';

/** docs/product/shell.md#terms-and-privacy: what /config.json tells the terms page. */
describe('/config.json legal', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  it('announces the operator’s own terms and privacy URLs when they are set', async () => {
    app = await createTestApp({
      TROVA_TERMS_URL: 'https://operator.example/terms',
      TROVA_PRIVACY_URL: 'https://operator.example/privacy',
    });
    const response = await app.server.inject({ url: '/config.json' });
    expect(publicConfigSchema.parse(response.json()).legal).toMatchObject({
      termsUrl: 'https://operator.example/terms',
      privacyUrl: 'https://operator.example/privacy',
    });
  });

  it('names the plans file’s seller as the operator, with the events retention', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-legal-'));
    const plansFile = path.join(dir, 'plans.json');
    const settings = defaultBillingSettings();
    settings.seller = {
      ...settings.seller,
      name: 'Negozi Veloci S.r.l.',
      country: 'IT',
      email: 'legal@negozi.example',
      vat: 'IT01234567890',
    };
    fs.writeFileSync(plansFile, JSON.stringify(settings));
    app = await createTestApp({ TROVA_PLANS_FILE: plansFile, TROVA_EVENTS_RETENTION_DAYS: '90' });
    const response = await app.server.inject({ url: '/config.json' });
    expect(response.json()).toMatchObject({
      legal: {
        termsUrl: null,
        privacyUrl: null,
        operator: { name: 'Negozi Veloci S.r.l.', country: 'IT', email: 'legal@negozi.example' },
        eventsRetentionDays: 90,
      },
    });
  });

  it('refuses to start with a terms URL that is not a URL', async () => {
    await expect(createTestApp({ TROVA_TERMS_URL: 'our terms' })).rejects.toThrow(
      /TROVA_TERMS_URL/,
    );
  });
});
