import { useState } from 'preact/hooks';
import type { FacetProps } from './facet-registry';
import { formatRangeValue } from './range-format';
import { rangeFilter, rangeStep, sliderBounds, type RangeBounds } from './range-steps';
import { useKeptBounds } from './use-kept-bounds';

type Props = FacetProps & { bounds: RangeBounds };

function Slider({ facet, texts, format, idPrefix, bounds, range, onRange }: Props) {
  const kept = useKeptBounds(bounds, range);
  const step = rangeStep(kept);
  const outer = sliderBounds(kept, step);
  // While a thumb moves the text follows it; the search runs when it is let go (change).
  const [draft, setDraft] = useState<[number, number] | undefined>(undefined);
  const low = draft?.[0] ?? range?.from ?? outer.min;
  const high = draft?.[1] ?? range?.to ?? outer.max;
  const share = (value: number) =>
    outer.max > outer.min ? ((value - outer.min) / (outer.max - outer.min)) * 100 : 0;
  const text = (value: number) => formatRangeValue(facet.name, value, format);
  const commit = (next: [number, number]) => {
    setDraft(undefined);
    onRange?.(rangeFilter(next[0], next[1], outer));
  };
  const thumb = (end: 0 | 1) => {
    const value = end === 0 ? low : high;
    const pair = (input: number): [number, number] =>
      end === 0 ? [Math.min(input, high), high] : [low, Math.max(input, low)];
    return (
      <input
        id={`${idPrefix}-${end === 0 ? 'from' : 'to'}`}
        type="range"
        min={outer.min}
        max={outer.max}
        step={step}
        value={value}
        aria-label={`${facet.label}: ${end === 0 ? texts.rangeFrom : texts.rangeTo}`}
        aria-valuetext={text(value)}
        onInput={(event) => setDraft(pair(Number(event.currentTarget.value)))}
        onChange={(event) => commit(pair(Number(event.currentTarget.value)))}
      />
    );
  };
  return (
    <fieldset class="tv-facet">
      <legend class="tv-facet-title">{facet.label}</legend>
      <div class="tv-slider">
        <span
          class="tv-slider-fill"
          style={{ left: `${share(low)}%`, right: `${100 - share(high)}%` }}
        />
        {thumb(0)}
        {thumb(1)}
      </div>
      <p class="tv-slider-values" aria-hidden="true">
        {text(low)} – {text(high)}
      </p>
    </fieldset>
  );
}

/**
 * `slider` (and the price facet): two native range inputs over one track, so each thumb keeps the
 * browser's keyboard (arrows, Page Up/Down, Home/End) and its own label. The range is sent as
 * `filters[i][0][facet][from|to]`; an end at its bound stays open.
 */
export function SliderFacet(props: FacetProps) {
  const { bounds } = props;
  return bounds ? <Slider {...props} bounds={bounds} /> : null;
}
