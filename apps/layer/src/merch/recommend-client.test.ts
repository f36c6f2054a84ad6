import { describe, expect, it, vi } from 'vitest';
import { fetchRecommendations, recommendUrl } from './recommend-client';

const served = { id: 'r1', name: 'Picked', tag: 't', visualization: 'carousel', products: [] };

describe('recommendUrl', () => {
  it('names the context and leaves out empty parameters', () => {
    expect(
      recommendUrl('https://t.example', 'k/1', {
        context: 'external',
        tag: 'widget-1',
        brand: '',
        price: '19.9',
      }),
    ).toBe('https://t.example/API/shops/k%2F1/recommend?context=external&tag=widget-1&price=19.9');
  });
});

describe('fetchRecommendations', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  const signal = new AbortController().signal;

  it('answers the recommendations, without credentials', async () => {
    const fetchImpl = answer({ recommendations: [served, { id: 1 }] });
    expect(await fetchRecommendations('u', signal, fetchImpl as unknown as typeof fetch)).toEqual([
      served,
    ]);
    expect(fetchImpl).toHaveBeenCalledWith('u', { signal, credentials: 'omit' });
  });

  it('answers none when the call fails in any way', async () => {
    for (const fetchImpl of [
      answer({ status: 'ERROR' }, 403),
      answer('nothing'),
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    ]) {
      expect(await fetchRecommendations('u', signal, fetchImpl as unknown as typeof fetch)).toEqual(
        [],
      );
    }
  });
});
