import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { dialogSearch, dialogUrl, isDialogChangeOnly } from './dialog-url';
import { useUrlDialog } from './use-url-dialog';

function Screen() {
  const dialog = useUrlDialog('history');
  return (
    <main>
      <button type="button" onClick={() => dialog.open()}>
        Open
      </button>
      {dialog.opened ? (
        <div role="dialog" aria-label="History">
          <button type="button" onClick={dialog.close}>
            Close
          </button>
        </div>
      ) : null}
    </main>
  );
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter([{ path: '/fineTuning', Component: Screen }], {
    initialEntries: entries,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('URL dialogs', () => {
  it('opens with a history entry that the browser Back closes', async () => {
    const user = userEvent.setup();
    const router = renderAt(['/fineTuning']);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'History' })).toBeTruthy();
    expect(router.state.location.search).toBe('?action=history');
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('closes by going back to the screen it was opened on', async () => {
    const user = userEvent.setup();
    const router = renderAt(['/fineTuning']);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.pathname).toBe('/fineTuning');
  });

  it('opens from a link, and closing then stays in the console', async () => {
    const user = userEvent.setup();
    const router = renderAt(['/fineTuning?action=history']);
    expect(screen.getByRole('dialog', { name: 'History' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/fineTuning');
  });
});

describe('dialog URLs', () => {
  it('adds and drops dialog parameters, keeping the others', () => {
    expect(dialogUrl('/fineTuning', 'edit-synonyms', { group: 2 })).toBe(
      '/fineTuning?action=edit-synonyms&group=2',
    );
    expect(dialogSearch('?code=1&action=history', 'notifications')).toBe(
      '?code=1&action=notifications',
    );
    expect(dialogSearch('?code=1&action=edit-synonyms&group=2')).toBe('?code=1');
  });

  it('tells a dialog opening or closing from a move between screens', () => {
    const at = (path: string) => new URL(path, 'http://trova.test');
    expect(isDialogChangeOnly(at('/setup/search'), at('/setup/search?action=import-code'))).toBe(
      true,
    );
    expect(isDialogChangeOnly(at('/setup/search?action=import-code'), at('/setup/search'))).toBe(
      true,
    );
    expect(isDialogChangeOnly(at('/setup/search'), at('/setup/settings'))).toBe(false);
    expect(isDialogChangeOnly(at('/recovery?code=1'), at('/recovery?code=2'))).toBe(false);
    expect(isDialogChangeOnly(at('/account'), at('/account'))).toBe(false);
  });
});
