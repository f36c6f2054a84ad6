import type { LayerConfiguration } from '@trova/contracts';
import type { VNode } from 'preact';
import { useCallback, useMemo, useState } from 'preact/hooks';
import type { LayerTexts } from '../i18n/layer-texts';
import type { Device } from '../layout/device';
import type { ShownResults } from '../overlay/layer-search.state';
import { useScannedProduct } from './barcode-match';
import { barcodeReader } from './barcode-reader';
import { loadScanDecoder } from './scan-loader';
import { ScanButton } from './scan-button';
import { ScanPanel } from './scan-panel';
import { recognitionConstructor, voiceLanguage, voiceSearchAvailable } from './speech-recognition';
import { useVoiceSearch } from './use-voice-search';
import { VoiceButton, voiceMessage } from './voice-button';

interface Options {
  config: LayerConfiguration;
  device: Device;
  /** The layer's version folder: scan.js and ZXing's WebAssembly come from it. */
  assetBase: string;
  texts: LayerTexts;
  /** The results shown: a scanned code's answer may open its one product. */
  shown: ShownResults | undefined;
  /** Runs a spoken query or a scanned code as if typed and submitted. */
  onQuery: (query: string) => void;
  /** Opens the product at this index of the results (a scanned code's only match). */
  onOpen: (index: number) => void;
  /** Where focus goes when the camera panel closes without a code (its Cancel button is gone). */
  focusBox: () => void;
  /** Where the browser APIs are looked up; tests pass a stub. */
  win?: Window;
}

export interface InputTools {
  /** Buttons for the search box's tool slot, or null when none applies. */
  buttons: VNode | null;
  /** The visible, polite status line (listening, errors, a code found). */
  message: VNode;
  /** The camera view while scanning, else null. */
  panel: VNode | null;
}

/**
 * Voice search and the barcode scanner beside the search box, each when the layout switches it on
 * and the browser can (docs/product/layer.md#voice-search, #barcode-scanner). The overlay only
 * places what this returns.
 */
export function useInputTools(options: Options): InputTools {
  const { config, device, assetBase, texts, shown, onQuery, onOpen, focusBox } = options;
  const win = options.win ?? window;
  const expectCode = useScannedProduct(shown, onOpen);
  const voiceOn = useMemo(() => voiceSearchAvailable(config, win), [config, win]);
  const voice = useVoiceSearch(
    voiceOn ? recognitionConstructor(win) : undefined,
    voiceLanguage(config),
    onQuery,
  );
  const media = win.navigator.mediaDevices as MediaDevices | undefined;
  const scanOn = device === 'mobile' && config.layout.mobile.barcode && !!media?.getUserMedia;
  const [scanning, setScanning] = useState(false);
  // "Code found, searching" holds only until that search answers; the results then speak.
  const [found, setFound] = useState<{ text: string; before: ShownResults | undefined }>();
  const reader = useCallback(
    () =>
      barcodeReader(win, win.document, assetBase, () =>
        loadScanDecoder(win.document, assetBase, win.trova),
      ),
    [win, assetBase],
  );

  const voiceText = voiceMessage(voice.state, texts);
  const text = voiceText || (found && found.before === shown ? found.text : '');
  const failed = ['denied', 'no-speech', 'error'].includes(voice.state);
  const buttons =
    voiceOn || scanOn ? (
      <>
        {voiceOn && <VoiceButton voice={voice} texts={texts} />}
        {scanOn && (
          <ScanButton
            texts={texts}
            open={scanning}
            onPress={() => {
              setFound(undefined);
              setScanning(!scanning);
            }}
          />
        )}
      </>
    ) : null;
  return {
    buttons,
    message: (
      <p aria-live="polite" class={failed ? 'tv-note tv-note-error' : 'tv-note'}>
        {text}
      </p>
    ),
    panel:
      scanning && media ? (
        <ScanPanel
          texts={texts}
          media={media}
          reader={reader}
          onCode={(code) => {
            setScanning(false);
            setFound({ text: texts.scanFound(code), before: shown });
            expectCode(code);
            onQuery(code);
          }}
          onCancel={() => {
            setScanning(false);
            focusBox();
          }}
        />
      ) : null,
  };
}
