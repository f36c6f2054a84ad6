import type { LayerTexts } from '../i18n/layer-texts';

interface Props {
  /** 0-based. */
  page: number;
  pageCount: number;
  texts: LayerTexts;
  onPage: (page: number) => void;
}

/** Pages shown around the current one; the first and last are always offered. */
const AROUND = 2;

/** Page numbers to offer: first, last and a window around the current page (0-based). */
export function visiblePages(page: number, pageCount: number): number[] {
  const pages = new Set([0, pageCount - 1]);
  for (let p = page - AROUND; p <= page + AROUND; p += 1) if (p >= 0 && p < pageCount) pages.add(p);
  return [...pages].filter((p) => p >= 0).sort((a, b) => a - b);
}

/** A symbol for the eye and its words for assistive technology (their name then matches). */
function Glyph({ glyph, label }: { glyph: string; label: string }) {
  return (
    <>
      <span aria-hidden="true">{glyph}</span>
      <span class="tv-sr-only">{label}</span>
    </>
  );
}

/** The paginator paging mode (docs/product/layout-design.md#desktop-tab). */
export function Paginator({ page, pageCount, texts, onPage }: Props) {
  if (pageCount < 2) return null;
  return (
    <nav class="tv-pages" aria-label={texts.pages}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <Glyph glyph="‹" label={texts.previousPage} />
      </button>
      {visiblePages(page, pageCount).map((p) => (
        <button
          key={p}
          type="button"
          class={p === page ? 'tv-page tv-current' : 'tv-page'}
          aria-label={texts.page(p + 1)}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onPage(p)}
        >
          {p + 1}
        </button>
      ))}
      <button type="button" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        <Glyph glyph="›" label={texts.nextPage} />
      </button>
    </nav>
  );
}
