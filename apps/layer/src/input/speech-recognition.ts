import { VOICE_SEARCH_LANGUAGES, type LayerConfiguration } from '@trova/contracts';

/**
 * The part of the Web Speech API's `SpeechRecognition` the layer uses. Declared here because the
 * DOM typings do not include the constructor, and Safari and older Chrome name it only
 * `webkitSpeechRecognition`.
 */
export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

export type RecognitionConstructor = new () => Recognition;

interface SpeechWindow {
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
}

/** The browser's recognition, or undefined (Firefox, older browsers): then no button is shown. */
export function recognitionConstructor(win: object = window): RecognitionConstructor | undefined {
  const speech = win as SpeechWindow;
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

const KNOWN: ReadonlySet<string> = new Set(VOICE_SEARCH_LANGUAGES);

/**
 * The recognition language: the layout's voice language when it is one of the offered locales
 * (docs/product/layout-design.md#icebreaker-voice-search-and-empty-results), otherwise the shop's
 * own language, which browsers accept as a bare code. The `google` engine choice has no engine of
 * its own in the layer: the browser's recognition serves both (Chrome's is Google's service).
 *
 * @example voiceLanguage({ ...config, layout: { ...layout, language: { language: 'it-IT' } } }) // 'it-IT'
 */
export function voiceLanguage(config: LayerConfiguration): string {
  const chosen = config.layout.language.language.trim();
  return KNOWN.has(chosen) ? chosen : config.language;
}

/** Whether the overlay offers voice search: the layout switches it on and the browser has it. */
export function voiceSearchAvailable(config: LayerConfiguration, win: object = window): boolean {
  return config.layout.language.isActive && recognitionConstructor(win) !== undefined;
}
