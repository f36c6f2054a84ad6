import type { SupportedLanguage } from '@trova/contracts';

/** A rendered mail: plain text and HTML say the same thing. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface LinkMailCopy {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Both account mails are "one paragraph and one link"; this keeps their look in one place. */
export function renderLinkMail(
  copy: LinkMailCopy,
  link: string,
  language: SupportedLanguage,
): RenderedMail {
  const text = [copy.greeting, '', copy.body, '', link, '', copy.footer, '', '— Trova'].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p style="color:#666">${escapeHtml(copy.footer)}</p>
<p>— Trova</p>
</body></html>`;
  return { subject: copy.subject, text, html };
}
