import type { LayerTexts } from '../i18n/layer-texts';

/** A barcode drawn inline, in the text colour. */
function BarcodeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 5h2v14H3zm3 0h1v14H6zm2 0h2v14H8zm3 0h1v14h-1zm3 0h2v14h-2zm3 0h1v14h-1zm2 0h2v14h-2z"
      />
    </svg>
  );
}

/** The scan button beside the search box (mobile, when the layout switches the scanner on). */
export function ScanButton({
  texts,
  open,
  onPress,
}: {
  texts: LayerTexts;
  open: boolean;
  onPress: () => void;
}) {
  return (
    <button type="button" class="tv-tool" aria-expanded={open} onClick={onPress}>
      <BarcodeIcon />
      <span class="tv-sr-only">{texts.scan}</span>
    </button>
  );
}
