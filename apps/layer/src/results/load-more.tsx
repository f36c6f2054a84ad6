import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { LayerTexts } from '../i18n/layer-texts';

interface Props {
  texts: LayerTexts;
  /** Products shown: observing again after each page catches a button still in view. */
  loaded: number;
  busy: boolean;
  onMore: () => void;
}

/**
 * Infinite scrolling (docs/product/layout-design.md#desktop-tab): the button below the results
 * loads the next page when it scrolls into view, and stays a button for keyboards and browsers
 * without IntersectionObserver.
 */
export function LoadMore({ texts, loaded, busy, onMore }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const moreRef = useRef(onMore);
  useLayoutEffect(() => {
    moreRef.current = onMore;
  });
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) moreRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded]);
  return (
    <button ref={button} type="button" class="tv-more" disabled={busy} onClick={onMore}>
      {texts.loadMore}
    </button>
  );
}
