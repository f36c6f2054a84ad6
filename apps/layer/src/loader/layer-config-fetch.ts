import type { LayerConfiguration } from '@trova/contracts';
import type { ScriptContext } from './script-context';

/** `GET <origin>/API/shops/<key>/layer[?preview=<token>]` (contracts `layerApi.configuration`). */
export function layerConfigurationUrl(context: ScriptContext): string {
  const base = `${context.apiOrigin}/API/shops/${encodeURIComponent(context.key)}/layer`;
  return context.previewToken
    ? `${base}?preview=${encodeURIComponent(context.previewToken)}`
    : base;
}

function looksLikeConfiguration(value: unknown): value is LayerConfiguration {
  const config = value as Partial<LayerConfiguration> | null;
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof config.layout === 'object' &&
    typeof config.selector === 'object' &&
    typeof config.key === 'string'
  );
}

/**
 * The shop's public layer configuration, or undefined when the layer should stay off. 403 (not
 * published) and 404 (unknown key) are normal states of a storefront, so they are silent; anything
 * else is one warning, since the shop owner may be looking at the console.
 */
export async function fetchLayerConfiguration(
  context: ScriptContext,
  fetchImpl: typeof fetch,
  warn: (message: string) => void,
): Promise<LayerConfiguration | undefined> {
  // One message for every failure: each string here is bytes in every page's loader.
  let problem: number | string = 'unreachable';
  try {
    const response = await fetchImpl(layerConfigurationUrl(context), { credentials: 'omit' });
    if (response.status === 403 || response.status === 404) return undefined;
    problem = response.ok ? 'unreadable' : response.status;
    const body: unknown = response.ok ? await response.json() : undefined;
    if (looksLikeConfiguration(body)) return body;
  } catch {
    // Network failure or a body that is not JSON: the warning below.
  }
  warn(`Trova: the search layer configuration failed (${problem})`);
  return undefined;
}
