import type { LayerTexts } from '../i18n/layer-texts';
import type { VoiceSearch, VoiceState } from './use-voice-search';

/** The microphone, drawn inline so it cannot fail to load and takes the text colour. */
function MicrophoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11z"
      />
    </svg>
  );
}

/** What the overlay says about voice search in each state, or nothing when idle. */
export function voiceMessage(state: VoiceState, texts: LayerTexts): string {
  switch (state) {
    case 'listening':
      return texts.voiceListening;
    case 'denied':
      return texts.voiceDenied;
    case 'no-speech':
      return texts.voiceNoSpeech;
    case 'error':
      return texts.voiceError;
    case 'idle':
      return '';
  }
}

/**
 * The voice button beside the search box. `aria-pressed` tells screen readers it is listening;
 * its name says what a press does next (start or stop).
 */
export function VoiceButton({ voice, texts }: { voice: VoiceSearch; texts: LayerTexts }) {
  const listening = voice.state === 'listening';
  return (
    <button
      type="button"
      class={listening ? 'tv-tool tv-listening' : 'tv-tool'}
      aria-pressed={listening}
      onClick={() => voice.toggle()}
    >
      <MicrophoneIcon />
      <span class="tv-sr-only">{listening ? texts.voiceStop : texts.voiceStart}</span>
    </button>
  );
}
