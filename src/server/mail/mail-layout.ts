import { DEFAULT_LOCALE, direction, type Locale } from '#src/i18n/locales'
import { mailText } from './mail-text'

// Cadence's look in e-mail: inline styles only (mail clients drop <style>), no images at all.
const INK = '#1f2937'
const MUTED = '#6b7280'
const ACCENT = '#7c3aed'

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export interface MailContent {
  title: string
  paragraphs: string[]
  button?: { label: string; href: string }
  footnote: string
}

/** `lang`, and `dir` for a right-to-left language (English keeps its plain `lang="en"`). */
function languageAttributes(locale: Locale): string {
  return direction(locale) === 'rtl' ? `lang="${locale}" dir="rtl"` : `lang="${locale}"`
}

/** The mail as HTML, in `locale` (the language of the recipient's account). */
export function renderMailHtml(
  { title, paragraphs, button, footnote }: MailContent,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = mailText(locale)
  const rtl = direction(locale) === 'rtl'
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:${INK}">${escapeHtml(p)}</p>`)
    .join('')
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:10px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(t('mail.layout.buttonFallback'))}<br><span style="word-break:break-all"${rtl ? ' dir="ltr"' : ''}>${escapeHtml(button.href)}</span></p>`
    : ''
  return `<!doctype html>
<html ${languageAttributes(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body${rtl ? ' dir="rtl"' : ''} style="margin:0;padding:0;background:#f5f3ff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td${rtl ? ' dir="rtl" style="text-align:right"' : ''}>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${ACCENT};letter-spacing:-0.01em">Cadence</p>
<h1 style="margin:0 0 16px;font-size:22px;color:${INK}">${escapeHtml(title)}</h1>
${body}${action}
<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(footnote)}</p>
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:${MUTED}">${escapeHtml(t('mail.layout.tagline'))}</p>
</td></tr></table>
</body></html>`
}

/** The mail as plain text, in `locale`. */
export function renderMailText(
  { title, paragraphs, button, footnote }: MailContent,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = mailText(locale)
  const action = button
    ? [t('mail.layout.buttonText', { label: button.label, href: button.href })]
    : []
  const signature = t('mail.layout.signature')
  return [title, '', ...paragraphs, '', ...action, '', footnote, '', signature].join('\n')
}
