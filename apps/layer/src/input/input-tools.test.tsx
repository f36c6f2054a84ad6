// @vitest-environment jsdom
import type { LayerConfiguration } from '@trova/contracts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubConfiguration } from '../../test/stub-shop.fixtures';
import { layerTexts } from '../i18n/layer-texts';
import { useInputTools } from './input-tools';
import type { Recognition, RecognitionResultEvent } from './speech-recognition';

const sync = (interaction: () => void) => void act(interaction);

/** A stand-in for the browser's recognition: the test says what the shopper said or what failed. */
class FakeRecognition implements Recognition {
  static last: FakeRecognition | undefined;
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  aborted = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.aborted = true;
  }
  say(transcript: string) {
    const result = Object.assign([{ transcript }], { isFinal: true });
    this.onresult?.({ results: [result] });
    this.onend?.();
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

/** The window the tools see: the given browser APIs, jsdom's document, no camera. */
const fakeWindow = (apis: object = {}) =>
  ({ document, navigator: {}, trova: window.trova, ...apis }) as unknown as Window;

function Harness(props: { config: LayerConfiguration; win: Window; onQuery: (q: string) => void }) {
  const tools = useInputTools({
    ...props,
    device: 'desktop',
    assetBase: 'https://t.example/layer/0.1.0/',
    texts: layerTexts('en'),
    shown: undefined,
    onOpen: vi.fn(),
    focusBox: vi.fn(),
  });
  return (
    <div>
      {tools.buttons}
      {tools.message}
    </div>
  );
}

function voiceConfig(language = 'it-IT') {
  const config = stubConfiguration();
  config.layout.language = { isActive: true, languageType: 'default', language };
  return config;
}

function show(
  config: LayerConfiguration,
  win: Window = fakeWindow({ webkitSpeechRecognition: FakeRecognition }),
) {
  const onQuery = vi.fn();
  sync(() => render(<Harness config={config} win={win} onQuery={onQuery} />, document.body));
  const button = () => document.querySelector('button');
  const status = () => document.querySelector('[aria-live]')?.textContent ?? '';
  return { onQuery, button, status, press: () => sync(() => button()?.click()) };
}

afterEach(() => {
  sync(() => render(null, document.body));
  FakeRecognition.last = undefined;
});

describe('voice search', () => {
  it('offers no button when the layout switches it off or the browser has no recognition', () => {
    expect(show(stubConfiguration()).button()).toBeNull();
    expect(show(voiceConfig(), fakeWindow()).button()).toBeNull();
  });

  it('listens in the layout language and runs what the shopper said', () => {
    const { button, press, status, onQuery } = show(voiceConfig());
    expect(button()?.textContent).toBe('Search by voice');
    press();
    expect(FakeRecognition.last?.lang).toBe('it-IT');
    expect(button()?.getAttribute('aria-pressed')).toBe('true');
    expect(button()?.textContent).toBe('Stop listening');
    expect(status()).toContain('Listening');
    sync(() => FakeRecognition.last?.say(' scarpe rosse '));
    expect(onQuery).toHaveBeenCalledWith('scarpe rosse');
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
    expect(status()).toBe('');
  });

  it('falls back to the shop language for a locale it does not offer', () => {
    const { press } = show(voiceConfig('xx'));
    press();
    expect(FakeRecognition.last?.lang).toBe('en');
  });

  it('says why nothing was searched: microphone refused, silence, other failures', () => {
    const { press, status, onQuery } = show(voiceConfig());
    for (const [error, words] of [
      ['not-allowed', 'allow it in the browser'],
      ['no-speech', 'Nothing was heard'],
      ['network', 'not available right now'],
    ] as const) {
      press();
      sync(() => FakeRecognition.last?.fail(error));
      expect(status()).toContain(words);
    }
    expect(onQuery).not.toHaveBeenCalled();
  });

  it('stops on a second press and turns the microphone off when the overlay closes', () => {
    const { press, button } = show(voiceConfig());
    press();
    press();
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
    press();
    const listening = FakeRecognition.last;
    sync(() => render(null, document.body));
    expect(listening?.aborted).toBe(true);
  });
});
