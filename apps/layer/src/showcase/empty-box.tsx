import type { CategoryItem } from '@trova/contracts';
import type { VNode } from 'preact';
import { useState } from 'preact/hooks';
import type { LayerTexts } from '../i18n/layer-texts';
import { safeUrl } from '../results/safe-url';
import { MainCategories, RecommendedCategories } from './category-blocks';
import { IcebreakerList } from './icebreaker-list';
import { LastSearchesBlock } from './last-searches-block';
import type { EmptyBoxPlan, ShowcaseBlock } from './showcase-blocks';
import type { LastSearches } from './use-last-searches';

interface Props {
  plan: EmptyBoxPlan;
  searches: LastSearches;
  texts: LayerTexts;
  /** Resolves relative image and banner addresses (the shop's page). */
  base: string;
  onQuery: (query: string) => void;
  onCategory: (item: CategoryItem) => void;
  focusBox: () => void;
  /** The showcase's recommendations, once merch.js has loaded (src/merch/use-merch.ts). */
  recommendations?: VNode | null | undefined;
}

/** The banner: a link to the layout's target, or just the image when it has none. */
function Banner({
  block,
  base,
}: {
  block: Extract<ShowcaseBlock, { kind: 'banner' }>;
  base: string;
}) {
  const [broken, setBroken] = useState(false);
  const src = safeUrl(block.src, base);
  if (!src || broken) return null;
  const image = (
    <img class="tv-banner-image" src={src} alt={block.name} onError={() => setBroken(true)} />
  );
  const href = safeUrl(block.url, base);
  return <div class="tv-block tv-banner">{href ? <a href={href}>{image}</a> : image}</div>;
}

/**
 * What the overlay shows while the search box is empty: the icebreaker, then the showcase's blocks
 * in the layout's order (docs/product/layout-design.md#showcase). Dynamic blocks are empty slots
 * named by their id (`data-trova-block`): the Visual Machine fills them, the layout only names them.
 */
export function EmptyBox({
  plan,
  searches,
  texts,
  base,
  onQuery,
  onCategory,
  focusBox,
  recommendations,
}: Props) {
  const [notice, setNotice] = useState('');
  const render = (block: ShowcaseBlock) => {
    switch (block.kind) {
      case 'banner':
        return <Banner key="banner" block={block} base={base} />;
      case 'lastSearches':
        return (
          <LastSearchesBlock
            key="last"
            searches={searches}
            texts={texts}
            onQuery={onQuery}
            onEmptied={focusBox}
            onNotice={setNotice}
          />
        );
      case 'mainCategories':
        return (
          <MainCategories
            key="main"
            items={block.items}
            texts={texts}
            base={base}
            onCategory={onCategory}
          />
        );
      case 'recommendationsCategories':
        return (
          <RecommendedCategories
            key="recommended"
            items={block.items}
            texts={texts}
            base={base}
            onCategory={onCategory}
          />
        );
      case 'dynamic':
        return <div key={block.id} class="tv-dynamic" data-trova-block={block.id} />;
      case 'recommendations':
        return recommendations;
    }
  };
  return (
    <div class="tv-showcase">
      <IcebreakerList suggestions={plan.suggestions} texts={texts} onQuery={onQuery} />
      {plan.blocks.map(render)}
      <div aria-live="polite" class="tv-sr-only">
        {notice}
      </div>
    </div>
  );
}
