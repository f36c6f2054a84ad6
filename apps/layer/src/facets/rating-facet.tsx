import type { ComponentChildren } from 'preact';
import type { FacetProps } from './facet-registry';
import type { RangeBounds } from './range-steps';
import { useKeptBounds } from './use-kept-bounds';

/** Stars offered as "N and up", highest first. */
export const RATING_STEPS = [4, 3, 2, 1] as const;

const stars = (count: number) => '★'.repeat(count) + '☆'.repeat(Math.max(0, 5 - count));

type Props = FacetProps & { bounds: RangeBounds };

function Rating({ facet, texts, idPrefix, bounds, range, onRange }: Props) {
  const kept = useKeptBounds(bounds, range);
  const chosen = range?.from;
  // A step the answer's lowest rating already meets would not narrow anything.
  const steps = RATING_STEPS.filter((n) => n === chosen || (n > kept.min && n <= kept.max));
  const titleId = `${idPrefix}-title`;
  const option = (key: string, checked: boolean, onPick: () => void, label: ComponentChildren) => (
    <div key={key}>
      <input
        id={`${idPrefix}-${key}`}
        type="radio"
        name={idPrefix}
        checked={checked}
        onChange={onPick}
      />
      <label for={`${idPrefix}-${key}`}>{label}</label>
    </div>
  );
  return (
    <div class="tv-facet">
      <p id={titleId} class="tv-facet-title">
        {facet.label}
      </p>
      <div role="radiogroup" aria-labelledby={titleId} class="tv-facet-values">
        {option('any', chosen === undefined, () => onRange?.(undefined), texts.anyRating)}
        {steps.map((n) =>
          option(String(n), chosen === n, () => onRange?.({ from: n }), [
            <span key="stars" class="tv-stars" aria-hidden="true">
              {stars(n)}
            </span>,
            <span key="text" class="tv-sr-only">
              {texts.stars(n)}
            </span>,
            ` ${texts.andUp}`,
          ]),
        )}
      </div>
    </div>
  );
}

/** `rating`: "N stars and up" as radio buttons (arrow keys move between them), plus "Any rating". */
export function RatingFacet(props: FacetProps) {
  const { bounds } = props;
  return bounds ? <Rating {...props} bounds={bounds} /> : null;
}
