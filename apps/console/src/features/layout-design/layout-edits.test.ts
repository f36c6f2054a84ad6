import { afterEach, describe, expect, it } from 'vitest';
import {
  editedSections,
  getConfigurationState,
  loadConfiguration,
  resetConfiguration,
} from '../configuration/configuration-store';
import { editDevice, setLayout } from './layout-edits';
import { layoutShop } from './layout-test-fixtures';

afterEach(() => {
  resetConfiguration();
});

describe('layout edits', () => {
  it('are unsaved edits of the layout section, one undo step each', () => {
    loadConfiguration(layoutShop());
    setLayout('placeholder', 'https://img.test/none.png');
    editDevice('mobile', (mobile) => ({ ...mobile, minChars: 6 }));
    const state = getConfigurationState();
    expect(state.history).toHaveLength(2);
    expect(editedSections(state)).toEqual(['layout']);
    expect(state.draft?.layout.placeholder).toBe('https://img.test/none.png');
    expect(state.draft?.layout.mobile.minChars).toBe(6);
    expect(state.draft?.layout.desktop.minChars).toBe(4);
  });
});
