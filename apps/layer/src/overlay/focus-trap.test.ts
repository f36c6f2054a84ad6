// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusableIn, trapTab } from './focus-trap';

function dialog() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML =
    '<div id="d"><input id="first"><button disabled>x</button><button tabindex="-1">y</button><select id="mid"></select><button id="last">z</button></div>';
  const container = root.getElementById('d') as HTMLElement;
  return { root, container, byId: (id: string) => root.getElementById(id) as HTMLElement };
}

const tab = (shiftKey = false) =>
  new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });

afterEach(() => document.body.replaceChildren());

describe('trapTab', () => {
  it('lists the enabled, tabbable controls in order', () => {
    const { container } = dialog();
    expect(focusableIn(container).map((e) => e.id)).toEqual(['first', 'mid', 'last']);
  });

  it('wraps Tab from the last control to the first, and Shift+Tab the other way', () => {
    const { root, container, byId } = dialog();
    byId('last').focus();
    const forward = tab();
    trapTab(forward, container, root);
    expect(root.activeElement?.id).toBe('first');
    expect(forward.defaultPrevented).toBe(true);
    const back = tab(true);
    trapTab(back, container, root);
    expect(root.activeElement?.id).toBe('last');
  });

  it('lets Tab move normally between inner controls', () => {
    const { root, container, byId } = dialog();
    byId('first').focus();
    const event = tab();
    trapTab(event, container, root);
    expect(event.defaultPrevented).toBe(false);
  });
});
