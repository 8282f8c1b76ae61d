import { z } from 'zod';
import { PRODUCT_NAME } from '#shared/brand.ts';
import type { App, AppContext } from '../../context.ts';
import { AppError } from '../../app-error.ts';
import { escapeHtml } from '../../integrations/email/layout.ts';
import { findDevMail, listDevMail } from './dev-mail.queries.ts';

/** Dev tooling pages: no scripts at all, only their own inline styles and a framed message. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self' data:";
/** The message itself: sandboxed, no scripts, framed only by /dev/mail. */
const BODY_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-ancestors 'self'";

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f1a1d}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #eee;overflow-wrap:anywhere}
a{color:#9d174d}iframe{width:100%;height:70vh;border:1px solid #ddd;border-radius:8px}pre{white-space:pre-wrap;background:#faf5f7;padding:1rem;border-radius:8px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · ${PRODUCT_NAME} dev mail</title><link rel="icon" href="/favicon.svg"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const IdParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** Outgoing mail, readable in the browser; registered only outside production. */
export function devMailRoutes(app: App, { db }: AppContext): void {
  app.get('/dev/mail.json', async () => {
    const rows = await listDevMail(db);
    return rows.map((m) => ({
      id: m.id,
      from: m.from,
      to: m.to,
      replyTo: m.replyTo,
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments: m.attachments,
      date: m.createdAt.toISOString(),
    }));
  });

  app.get('/dev/mail', async (_request, reply) => {
    const rows = await listDevMail(db);
    const items = rows
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    const table = rows.length
      ? `<table><thead><tr><th>Date (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${items}</tbody></table>`
      : '<p>No messages yet.</p>';
    return reply
      .header('content-security-policy', PAGE_CSP)
      .type('text/html')
      .send(page('Outbox', `<h1>Outbox</h1>${table}`));
  });

  app.get('/dev/mail/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const m = await findDevMail(db, request.params.id);
    if (!m) throw new AppError('not_found', 'No such message.');
    const attachments = m.attachments
      .map((a) => `<h2>${escapeHtml(a.filename)}</h2><pre>${escapeHtml(a.content)}</pre>`)
      .join('');
    const replyTo = m.replyTo ? `<br>Reply-To: ${escapeHtml(m.replyTo)}` : '';
    const body = `<p><a href="/dev/mail">← Outbox</a></p><h1>${escapeHtml(m.subject)}</h1>
<p>From: ${escapeHtml(m.from)}<br>To: ${escapeHtml(m.to)}${replyTo}<br>Date: ${escapeHtml(m.createdAt.toISOString())}</p>
<h2>HTML</h2><iframe title="Message body" sandbox src="/dev/mail/${m.id}/html"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(m.text)}</pre>${attachments}`;
    return reply
      .header('content-security-policy', PAGE_CSP)
      .type('text/html')
      .send(page(m.subject, body));
  });

  app.get('/dev/mail/:id/html', { schema: { params: IdParams } }, async (request, reply) => {
    const m = await findDevMail(db, request.params.id);
    if (!m) throw new AppError('not_found', 'No such message.');
    return reply.header('content-security-policy', BODY_CSP).type('text/html').send(m.html);
  });
}
