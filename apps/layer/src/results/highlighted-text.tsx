import { highlightSegments } from './highlight-segments';

interface Props {
  text: string;
  ranges: readonly (readonly [number, number])[] | undefined;
}

/** Text with its matched parts in `<mark>`; Preact renders strings as text nodes only. */
export function HighlightedText({ text, ranges }: Props) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
