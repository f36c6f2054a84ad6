import type { ServedRecommendation } from '@trova/contracts';
import { useEffect, useState } from 'preact/hooks';
import { layerFormat } from '../i18n/layer-format';
import type { RecommendationsProps } from '../protocol/layer-protocol';
import { safeUrl } from '../results/safe-url';
import { merchTexts } from './merch-texts';
import { fetchRecommendations, recommendUrl } from './recommend-client';
import { RecommendationWidget, type WidgetSettings } from './recommendation-widget';

/**
 * The in-layer recommendations of the showcase or of a search without results
 * (docs/product/layer.md#recommendations), asked of the server each time the place or the query
 * changes; nothing while they load or when none applies.
 */
export function Recommendations({ context, place, q }: RecommendationsProps) {
  const { config, apiOrigin, previewToken } = context;
  const [served, setServed] = useState<ServedRecommendation[]>([]);
  const url = recommendUrl(apiOrigin, config.key, {
    context: place,
    q: place === 'noResults' ? q : undefined,
    preview: previewToken,
  });
  useEffect(() => {
    const controller = new AbortController();
    void fetchRecommendations(url, controller.signal).then((list) => {
      if (!controller.signal.aborted) setServed(list);
    });
    return () => controller.abort();
  }, [url]);
  // The configuration is the overlay's for its whole life: the settings are made once.
  const [settings] = useState<WidgetSettings>(() => {
    const base = window.location.href;
    return {
      texts: merchTexts(config.language),
      format: layerFormat(config.language),
      base,
      placeholder: safeUrl(config.layout.placeholder, base),
    };
  });
  if (served.length === 0) return null;
  return (
    <div class="tv-recos">
      {served.map((recommendation, index) => (
        <RecommendationWidget
          key={recommendation.id}
          recommendation={recommendation}
          settings={settings}
          id={`tv-reco-${place}-${index}`}
        />
      ))}
    </div>
  );
}
