import { CITY, PRODUCT_NAME } from '#shared/brand.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { localizedPath, type Locale } from '#shared/i18n/locales.ts';

/** Money lines shown as a receipt is: a label on the left, the amount on the right. */
export interface EmailLines {
  lines: Array<{ label: string; amount: string; strong?: boolean }>;
}

/**
 * A block of HTML that is already safe (an admin's message after `sanitizeAdminHtml`), with
 * its plain-text form. Nothing else may build one.
 */
export interface EmailHtml {
  safeHtml: string;
  text: string;
}

export interface EmailContent {
  /** Shown as the message's first heading. */
  heading: string;
  /** Paragraphs of text, money lines where a message shows amounts, or sanitised HTML. */
  paragraphs: Array<string | EmailLines | EmailHtml>;
  /**
   * A button; the path is joined to PUBLIC_URL, never to anything from a request. Only an
   * admin's own message (POST /user/admin-email) may give a full http(s) address instead.
   */
  action?: { label: string; path: string } | { label: string; adminUrl: string };
}

const isHtml = (p: EmailContent['paragraphs'][number]): p is EmailHtml =>
  typeof p === 'object' && 'safeHtml' in p;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/*
 * Colours are set in pairs (a background with its text) on every block, so a mail app that
 * inverts only some of them in dark mode never leaves dark text on a dark ground; clients that
 * honour prefers-color-scheme get the dark palette below.
 */
const colours = {
  page: 'background:#fdf2f4;color:#1f1a1d',
  card: 'background:#ffffff;color:#1f1a1d',
  brand: 'color:#be185d',
  muted: 'color:#6b5b63',
  button: 'background:#be185d;color:#ffffff',
  rule: 'border-top:1px solid #ead9df',
};

const darkMode = `
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){
.bl-page{background:#1a1216 !important;color:#f6eef1 !important}
.bl-card{background:#2a1f24 !important;color:#f6eef1 !important}
.bl-brand{color:#f9a8d4 !important}
.bl-muted{color:#d3c2c9 !important}
.bl-rule{border-color:#4a3a41 !important}
}
@media only screen and (max-width:480px){.bl-wrap{padding:20px 12px !important}.bl-card{padding:20px 16px !important}}`;

function linesHtml(block: EmailLines): string {
  const rows = block.lines
    .map((line) => {
      const weight = line.strong ? 'font-weight:700;' : '';
      const rule = line.strong ? `${colours.rule};` : '';
      const cell = `padding:6px 0;${weight}${rule}`;
      return `<tr><td class="bl-rule" style="${cell}text-align:left">${escapeHtml(line.label)}</td><td class="bl-rule" style="${cell}text-align:right;white-space:nowrap;padding-left:12px">${escapeHtml(line.amount)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;font-size:15px;line-height:1.4">${rows}</table>`;
}

function linesText(block: EmailLines): string {
  return block.lines.map((l) => `${l.label}: ${l.amount}`).join('\n');
}

/**
 * Renders a branded message as HTML and plain text from one template: UTF-8 declared, a
 * single fluid column (readable at 360 px), dark-mode safe colours; every piece of text is
 * escaped.
 */
export function renderEmail(
  publicUrl: string,
  content: EmailContent,
  locale: Locale = 'en-CA',
): { html: string; text: string } {
  const { t } = serverTranslator(locale);
  const helpCenter = t('email.footer.help');
  const helpUrl = `${publicUrl}${localizedPath('/help', locale)}`;
  // A button opens the page in the recipient's language.
  const actionUrl = !content.action
    ? null
    : 'adminUrl' in content.action
      ? new URL(content.action.adminUrl).href
      : new URL(localizedPath(content.action.path, locale), `${publicUrl}/`).href;
  const blocks = content.paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(p)}</p>`
        : isHtml(p)
          ? `<div style="margin:0 0 16px;line-height:1.5">${p.safeHtml}</div>`
          : linesHtml(p),
    )
    .join('\n');
  const button =
    content.action && actionUrl
      ? `<p style="margin:24px 0 8px"><a href="${escapeHtml(actionUrl)}" style="${colours.button};padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.heading)}</title>
<style>${darkMode}</style>
</head>
<body class="bl-page" style="margin:0;padding:0;${colours.page};font-family:Helvetica,Arial,sans-serif;-webkit-text-size-adjust:100%">
<div class="bl-wrap" style="width:100%;max-width:560px;box-sizing:border-box;margin:0 auto;padding:32px 24px">
<p class="bl-brand" style="font-family:Georgia,serif;font-size:28px;font-weight:700;${colours.brand};margin:0 0 24px">${PRODUCT_NAME}</p>
<div class="bl-card" style="${colours.card};border-radius:16px;padding:28px 24px;word-break:break-word">
<h1 style="font-size:20px;line-height:1.3;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${blocks}${button}
</div>
<p class="bl-muted" style="font-size:12px;${colours.muted};margin:24px 0 0">${PRODUCT_NAME} · ${CITY}, Ontario · <a class="bl-muted" href="${escapeHtml(helpUrl)}" style="${colours.muted}">${escapeHtml(helpCenter)}</a></p>
</div>
</body>
</html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [
      typeof p === 'string' ? p : isHtml(p) ? p.text : linesText(p),
      '',
    ]),
    ...(content.action && actionUrl ? [`${content.action.label}: ${actionUrl}`, ''] : []),
    `— ${PRODUCT_NAME}, ${CITY}, Ontario · ${helpCenter}: ${helpUrl}`,
  ].join('\n');
  return { html, text };
}
