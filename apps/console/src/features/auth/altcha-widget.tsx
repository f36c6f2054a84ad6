import { useEffect, useRef } from 'react';
import 'altcha';
import 'altcha/i18n/it';
import { accountApi } from '@trova/contracts';
import { captchaChallenge } from './auth-calls.queries';

interface AltchaWidgetProps {
  language: string;
  /** The solution payload once verified; null when it expires or fails. */
  onChange: (solution: string | null) => void;
}

const CHALLENGE_PATH = `/API${accountApi.captchaChallenge.path}`;

/**
 * The widget asks its `fetch` for the challenge; answering through the API client keeps the call
 * on the shared contract (and its response schema) instead of a URL the widget builds itself.
 */
async function fetchChallenge(): Promise<Response> {
  const challenge = await captchaChallenge();
  return new Response(JSON.stringify(challenge), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Loaded only when /config.json asks for a captcha, so the login route stays small. */
export function AltchaWidget({ language, onChange }: AltchaWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('name', 'altcha');
    widget.setAttribute('language', language);
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      changed.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', onState);
    container.append(widget);
    void customElements
      .whenDefined('altcha-widget')
      .then(() => widget.configure({ challenge: CHALLENGE_PATH, fetch: () => fetchChallenge() }));
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.remove();
    };
  }, [language]);

  return <div ref={host} />;
}
