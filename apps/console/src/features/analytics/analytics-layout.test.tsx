import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { signIn, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { configurationApi } from '../configuration/configuration.fixtures';
import { setCurrentShopId } from '../shops/current-shop-store';
import { overviewAnswer } from './overview/overview.fixtures';

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

describe('AnalyticsLayout', () => {
  it('carries the device and range to the other tabs, and nothing else', async () => {
    stubApi(configurationApi(undefined, { 'POST /analytics/shop-1/overview': overviewAnswer() }));
    renderRoute('/analytics/overview?device=mobile&from=1&to=2&list=x');
    const queries = await screen.findByRole('link', { name: 'Queries' });
    expect(queries.getAttribute('href')).toBe('/analytics/queries?device=mobile&from=1&to=2');
    const overview = screen.getByRole('link', { name: 'Overview' });
    expect(overview.getAttribute('aria-current')).toBe('page');
  });
});
