import { PRODUCT_NAME } from '#shared/brand.ts';

export interface EmailContent {
  /** Shown as the message's first heading. */
  heading: string;
  paragraphs: string[];
  /** A button; the path is joined to PUBLIC_URL, never to anything from a request. */
  action?: { label: string; path: string };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Renders a branded message as HTML and plain text; every piece of text is escaped. */
export function renderEmail(
  publicUrl: string,
  content: EmailContent,
): { html: string; text: string } {
  const actionUrl = content.action ? new URL(content.action.path, `${publicUrl}/`).href : null;
  const paragraphs = content.paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(p)}</p>`,
    )
    .join('');
  const button =
    content.action && actionUrl
      ? `<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="background:#be185d;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
      : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#fdf2f4;font-family:Helvetica,Arial,sans-serif;color:#1f1a1d">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-family:Georgia,serif;font-size:28px;font-weight:700;color:#be185d;margin:0 0 24px">${PRODUCT_NAME}</p>
<div style="background:#ffffff;border-radius:16px;padding:28px 24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${paragraphs}${button}
</div>
<p style="font-size:12px;color:#6b5b63;margin:24px 0 0">${PRODUCT_NAME} · Toronto, Ontario · <a href="${escapeHtml(publicUrl)}/help" style="color:#6b5b63">Help Center</a></p>
</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action && actionUrl ? [`${content.action.label}: ${actionUrl}`, ''] : []),
    `— ${PRODUCT_NAME}, Toronto, Ontario · Help Center: ${publicUrl}/help`,
  ].join('\n');
  return { html, text };
}
