import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfiguration } from '../../configuration/configuration-store';
import {
  openRecommendations,
  savedRecommendation,
} from '../recommendations/recommendation-test-fixtures';
import { openVm, savedBannerCampaign, savedCampaign } from '../vm-test-fixtures';

const SLOW = { timeout: 20000 };
type Language = 'en' | 'it';

/** The signed-in user's system language decides the console's. */
const userIn = (languageIso: Language) => ({
  'GET /users/me': {
    status: 'OK',
    firstName: 'Anna',
    lastName: 'Rossi',
    email: 'anna@shop.it',
    phone: '',
    languageIso,
    companyName: '',
    lang: languageIso,
    resellerCode: null,
  },
});

const openCampaigns = (count: number, language: Language = 'en') =>
  openVm('/visualMachine/campaigns', /^(Campaigns|Campagne)$/, {
    ...userIn(language),
    'GET /shops/shop-1/visual-machine': Array.from({ length: count }, (_, index) =>
      savedCampaign(`c${index}`),
    ),
  });
const openOneBanner = (language: Language = 'en') =>
  openVm('/visualMachine/banners', /^Banners?$/, {
    ...userIn(language),
    'GET /shops/shop-1/VM': [savedBannerCampaign('b1')],
  });
const openOneRecommendation = (language: Language = 'en') =>
  openRecommendations(
    '/visualMachine/recommendations',
    /^(Recommendations|Raccomandazioni)$/,
    [savedRecommendation('r1')],
    userIn(language),
  );

afterEach(() => {
  resetConfiguration();
});

// The search box counts the list with each language's own singular and plural
// (docs/product/visual-machine.md#lists).
describe('list search box count', () => {
  it('says "1 campaign" in English', SLOW, async () => {
    await openCampaigns(1);
    expect(await screen.findByPlaceholderText('Search among 1 campaign')).toBeTruthy();
  });

  it('keeps the English plural for none', SLOW, async () => {
    await openCampaigns(0);
    expect(await screen.findByPlaceholderText('Search among 0 campaigns')).toBeTruthy();
  });

  it('says "1 banner campaign" in English', SLOW, async () => {
    await openOneBanner();
    expect(await screen.findByPlaceholderText('Search among 1 banner campaign')).toBeTruthy();
  });

  it('says "1 recommendation" in English', SLOW, async () => {
    await openOneRecommendation();
    expect(await screen.findByPlaceholderText('Search among 1 recommendation')).toBeTruthy();
  });

  it('uses the Italian singular for campaigns', SLOW, async () => {
    await openCampaigns(1, 'it');
    expect(await screen.findByPlaceholderText('Cerca tra 1 campagna')).toBeTruthy();
  });

  it('uses the Italian singular for banner campaigns', SLOW, async () => {
    await openOneBanner('it');
    expect(await screen.findByPlaceholderText('Cerca tra 1 campagna banner')).toBeTruthy();
  });

  it('uses the Italian singular for recommendations', SLOW, async () => {
    await openOneRecommendation('it');
    expect(await screen.findByPlaceholderText('Cerca tra 1 raccomandazione')).toBeTruthy();
  });
});
