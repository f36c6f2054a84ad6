/**
 * The save bar publishes and versions a shop's search configuration, so it appears only on the
 * screens that edit that configuration. It is hidden on auth, wizard, preview, billing and
 * analytics, and account, support, dashboard, terms, demo and notfound edit no shop configuration
 * either (docs/product/shell.md#save-bar), so the bar is an allow-list rather than a deny-list.
 */
const CONFIGURATION_SECTIONS = ['fineTuning', 'layoutDesign', 'setup', 'visualMachine'] as const;

export function isSaveBarVisible(pathname: string): boolean {
  const section = pathname.split('/').find((segment) => segment !== '');
  return (CONFIGURATION_SECTIONS as readonly (string | undefined)[]).includes(section);
}
