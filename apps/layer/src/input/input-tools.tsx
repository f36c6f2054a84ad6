import type { LayerConfiguration } from '@trova/contracts';
import type { VNode } from 'preact';
import { useMemo } from 'preact/hooks';
import type { LayerTexts } from '../i18n/layer-texts';
import { recognitionConstructor, voiceLanguage, voiceSearchAvailable } from './speech-recognition';
import { useVoiceSearch } from './use-voice-search';
import { VoiceButton, voiceMessage } from './voice-button';

interface Options {
  config: LayerConfiguration;
  texts: LayerTexts;
  /** Runs a query found by voice (or scan) as if typed and submitted. */
  onQuery: (query: string) => void;
  /** Where the browser APIs are looked up; tests pass a stub. */
  win?: object;
}

export interface InputTools {
  /** Buttons for the search box's tool slot, or null when none applies. */
  buttons: VNode | null;
  /** The visible, polite status line about voice (listening, errors). */
  message: VNode;
}

/**
 * Voice search beside the search box when the layout switches it on and the browser can
 * (docs/product/layer.md#voice-search). The overlay only places what this returns.
 */
export function useInputTools({ config, texts, onQuery, win = window }: Options): InputTools {
  const voiceOn = useMemo(() => voiceSearchAvailable(config, win), [config, win]);
  const voice = useVoiceSearch(
    voiceOn ? recognitionConstructor(win) : undefined,
    voiceLanguage(config),
    onQuery,
  );
  const text = voiceMessage(voice.state, texts);
  return {
    buttons: voiceOn ? <VoiceButton voice={voice} texts={texts} /> : null,
    message: (
      <p
        aria-live="polite"
        class={voice.state === 'listening' ? 'tv-note' : 'tv-note tv-note-error'}
      >
        {text}
      </p>
    ),
  };
}
