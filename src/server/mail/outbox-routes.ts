import { Hono } from 'hono'
import type { AppDeps } from '../app-deps'
import { escapeHtml } from './mail-layout'
import type { OutboxMail } from './outbox'

/**
 * /dev/outbox: the mails Cadence would have sent, for a newcomer running without SMTP_URL.
 * Never in production; plain server-rendered HTML with no scripts, so the CSP holds.
 */
export function devOutboxRoutes(deps: AppDeps) {
  const routes = new Hono()
  const outbox = deps.mailer.outbox
  if (!outbox || deps.config.NODE_ENV === 'production') return routes
  routes.get('/', (c) => c.html(outboxPage(outbox.list())))
  routes.get('/:id', (c) => {
    const mail = outbox.find(Number(c.req.param('id')))
    return mail ? c.html(mail.html) : c.html(outboxPage([]), 404)
  })
  return routes
}

function outboxPage(mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<li style="padding:12px 0;border-bottom:1px solid #e5e7eb"><a href="/dev/outbox/${m.id}" style="color:#7c3aed;font-weight:600">${escapeHtml(m.subject)}</a><br><span style="color:#6b7280;font-size:14px">to ${escapeHtml(m.to)} · ${m.sentAt.toISOString()}</span>${m.link ? `<br><a href="${escapeHtml(m.link)}" style="font-size:14px;color:#1f2937">Open the link directly</a>` : ''}</li>`,
    )
    .join('')
  const body = rows
    ? `<ul style="list-style:none;padding:0;margin:0">${rows}</ul>`
    : '<p style="color:#6b7280">No mails yet. Sign up and the confirmation mail appears here.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Development outbox · Cadence</title></head>
<body style="font-family:system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px;color:#1f2937">
<h1 style="font-size:24px">Development outbox</h1>
<p style="color:#6b7280">SMTP_URL is not set, so Cadence keeps its mails here (newest first, in memory) instead of sending them. Reload to see new ones.</p>
${body}</body></html>`
}
