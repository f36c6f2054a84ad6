import { useEffect, useRef, useState } from 'preact/hooks';
import type { LayerTexts } from '../i18n/layer-texts';
import type { BarcodeReader } from './barcode-reader';

type ScanState = 'starting' | 'scanning' | 'denied' | 'error';

interface Props {
  texts: LayerTexts;
  /** The camera; tests pass a stub. */
  media: Pick<MediaDevices, 'getUserMedia'>;
  /** Gets the reader (native, or ZXing from scan.js) once the shopper has tapped scan. */
  reader: () => Promise<BarcodeReader>;
  onCode: (code: string) => void;
  onCancel: () => void;
}

/** How often a frame is read: fast enough to feel instant, slow enough for a mid-range phone. */
export const SCAN_INTERVAL_MS = 250;

/**
 * The camera view of the barcode scanner: the back camera, a frame read every 250 ms until a code
 * is found. The camera stops as soon as the panel goes (a code, Cancel, Escape, the overlay
 * closing), so the phone's camera light never stays on behind the shop's page.
 */
export function ScanPanel({ texts, media, reader, onCode, onCancel }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<ScanState>('starting');
  const foundRef = useRef(onCode);
  useEffect(() => {
    foundRef.current = onCode;
  });

  useEffect(() => {
    cancel.current?.focus();
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const loop = (read: BarcodeReader) => {
      timer = setTimeout(() => {
        const element = video.current;
        if (stopped || !element) return;
        read
          .read(element)
          .then((code) => {
            if (stopped) return;
            if (code) {
              stop();
              foundRef.current(code);
            } else loop(read);
          })
          .catch(() => !stopped && loop(read));
      }, SCAN_INTERVAL_MS);
    };
    Promise.all([
      media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
      reader(),
    ])
      .then(async ([camera, read]) => {
        stream = camera;
        if (stopped) return stop();
        const element = video.current;
        if (!element) return;
        element.srcObject = camera;
        try {
          await element.play();
        } catch {
          // Autoplay refused: the frames still arrive once the stream is attached on most phones.
        }
        setState('scanning');
        loop(read);
      })
      .catch((error: unknown) => {
        if (stopped) return;
        const denied = error instanceof DOMException && error.name === 'NotAllowedError';
        setState(denied ? 'denied' : 'error');
      });
    return stop;
  }, [media, reader]);

  const message = {
    starting: texts.scanStarting,
    scanning: texts.scanHint,
    denied: texts.scanDenied,
    error: texts.scanError,
  }[state];
  return (
    <section
      class="tv-scan"
      aria-labelledby="tv-scan-title"
      onKeyDown={(event) => {
        // Escape closes the camera, not the whole overlay.
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="tv-scan-title" class="tv-block-title">
        {texts.scan}
      </h2>
      <video ref={video} class="tv-scan-video" muted playsInline aria-hidden="true" />
      <p aria-live="polite" class={state === 'denied' || state === 'error' ? 'tv-note-error' : ''}>
        {message}
      </p>
      <button ref={cancel} type="button" class="tv-link" onClick={onCancel}>
        {texts.scanCancel}
      </button>
    </section>
  );
}
