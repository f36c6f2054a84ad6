import type { RecommendContext, ServedRecommendation } from '@trova/contracts';

export interface RecommendRequest {
  context: RecommendContext;
  q?: string | undefined;
  tag?: string | undefined;
  productId?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  price?: string | undefined;
  preview?: string | undefined;
}

/**
 * `GET <apiOrigin>/API/shops/<key>/recommend` with the request's parameters; empty ones are left
 * out (docs/product/visual-machine.md#recommendations-served).
 * @example recommendUrl('https://t.example', 'k1', { context: 'noResults', q: 'tv' }) // 'https://t.example/API/shops/k1/recommend?context=noResults&q=tv'
 */
export function recommendUrl(apiOrigin: string, key: string, request: RecommendRequest): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  return `${apiOrigin}/API/shops/${encodeURIComponent(key)}/recommend?${params.toString()}`;
}

function isServed(value: unknown): value is ServedRecommendation {
  const item = value as Partial<ServedRecommendation> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    Array.isArray(item.products)
  );
}

/**
 * The recommendations answered, or none when the call fails or answers something else: a shop's
 * page never breaks over a missing widget.
 */
export async function fetchRecommendations(
  url: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<ServedRecommendation[]> {
  try {
    const response = await fetchImpl(url, { signal, credentials: 'omit' });
    if (!response.ok) return [];
    const body = (await response.json()) as { recommendations?: unknown } | null;
    const list = Array.isArray(body?.recommendations) ? (body.recommendations as unknown[]) : [];
    return list.filter(isServed);
  } catch {
    return [];
  }
}
