import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Recognition, RecognitionConstructor } from './speech-recognition';

/** idle, listening, or why the last attempt ended without a query. */
export type VoiceState = 'idle' | 'listening' | 'denied' | 'no-speech' | 'error';

export interface VoiceSearch {
  state: VoiceState;
  /** Starts listening, or stops when already listening (the same button does both). */
  toggle(): void;
}

/**
 * One recognition per press: the first final phrase is the query. Errors are kept as a state the
 * overlay shows in words; `aborted` (the shopper pressed stop, or the overlay closed) is not one.
 */
export function useVoiceSearch(
  Constructor: RecognitionConstructor | undefined,
  language: string,
  onQuery: (query: string) => void,
): VoiceSearch {
  const [state, setState] = useState<VoiceState>('idle');
  const current = useRef<Recognition | undefined>(undefined);
  const onQueryRef = useRef(onQuery);
  useLayoutEffect(() => {
    onQueryRef.current = onQuery;
  });

  // The overlay may close mid-sentence: the microphone must not stay on behind it.
  useEffect(() => () => current.current?.abort(), []);

  return useMemo(
    () => ({
      state,
      toggle() {
        if (current.current) {
          current.current.stop();
          return;
        }
        if (!Constructor) return;
        const recognition = new Constructor();
        recognition.lang = language;
        recognition.continuous = false;
        recognition.interimResults = false;
        recognition.maxAlternatives = 1;
        let ended: VoiceState = 'idle';
        recognition.onresult = (event) => {
          const transcript = event.results[0]?.[0]?.transcript.trim() ?? '';
          if (transcript) onQueryRef.current(transcript);
          else ended = 'no-speech';
        };
        recognition.onerror = (event) => {
          if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
            ended = 'denied';
          } else if (event.error === 'no-speech') ended = 'no-speech';
          else if (event.error !== 'aborted') ended = 'error';
        };
        recognition.onend = () => {
          current.current = undefined;
          setState(ended);
        };
        try {
          recognition.start();
          current.current = recognition;
          setState('listening');
        } catch {
          // start() throws when another recognition holds the microphone.
          setState('error');
        }
      },
    }),
    [state, Constructor, language],
  );
}
