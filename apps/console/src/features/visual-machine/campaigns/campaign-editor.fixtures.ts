import { screen } from '@testing-library/react';
import { openVm, savedCampaign, type TestUser } from '../vm-test-fixtures';

export const CAMPAIGN_LIST = 'GET /shops/shop-1/visual-machine';
export const STORED_CAMPAIGN = savedCampaign('c1', { name: 'Summer Sale' });

/** Opens the campaign editor at `path` with one stored campaign, c1 "Summer Sale". */
export function openCampaignEditor(path: string, handlers: Record<string, unknown> = {}) {
  return openVm(path, /campaign|Summer Sale/i, {
    [CAMPAIGN_LIST]: [STORED_CAMPAIGN],
    ...handlers,
  });
}

export async function typeName(user: TestUser, name: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
}
