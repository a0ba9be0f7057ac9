// The offline cleaner's static markup. No link or source points anywhere: the
// file must work from disk with the network off.

import { direction } from '#src/i18n/locales'
import type { MessageId } from '#src/i18n/messages'
import { EXPORT_APPS } from '#src/web/components/export-guide/export-instructions'
import { CLEAN_FILE_NAME } from '#src/web/features/cleaner/clean-summary-text'
import { CHAT_FILE_ACCEPT } from '#src/web/lib/chat-file-types'
import {
  formatMessage,
  OFFLINE_MESSAGES_ID,
  type OfflineMessages,
  type OfflineValues,
} from './offline-messages'

/** The ids the script writes at run time (the outcome line), so the page carries only these. */
export const RUNTIME_MESSAGE_IDS = [
  'cleaner.offlineFile.summary',
  'cleaner.offlineFile.unreadable',
  'cleaner.format.whatsappAndroid',
  'cleaner.format.whatsappIos',
  'cleaner.format.telegramJson',
  'cleaner.format.metaJson',
  'cleaner.format.discordJson',
  'cleaner.format.discordCsv',
  'cleaner.format.signalText',
  'cleaner.format.imessageText',
  'cleaner.format.contentFree',
] as const satisfies readonly MessageId[]

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** JSON inside a `<script>` block: `<` escaped, so no text in it can close the block. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The offline cleaner's static markup in `locale`, from the catalogs' compiled `messages`. It
 * carries the messages the script writes at run time.
 */
export function offlineCleanerMarkup({ locale, messages }: OfflineMessages): string {
  const text = (id: MessageId, values?: OfflineValues) =>
    escapeHtml(formatMessage(messages, id, locale, values))
  /** A message with `<0>…</0>` around a part, which becomes `<strong>`. */
  const strong = (id: MessageId) =>
    text(id).replace('&lt;0&gt;', '<strong>').replace('&lt;/0&gt;', '</strong>')
  const guide = EXPORT_APPS.map((app) => {
    const file = app.fileMessage ? text(app.fileMessage) : escapeHtml(app.file)
    const steps = app.stepMessages.map((step) => `<li>${text(step)}</li>`).join('')
    return `<h3>${escapeHtml(app.name)} <span class="hint">(${file})</span></h3><ol>${steps}</ol>`
  }).join('')
  const runtime = Object.fromEntries(
    RUNTIME_MESSAGE_IDS.flatMap((id) => (messages[id] ? [[id, messages[id]]] : [])),
  )
  return `
<main class="wrap">
  <h1>${text('cleaner.offlineFile.heading')}</h1>
  <p class="lead">${text('cleaner.header.intro')}</p>
  <p class="note">${strong('cleaner.offlineFile.note')}</p>
  <label class="drop" for="chat-file">
    <span class="drop-title">${text('cleaner.drop.title')}</span>
    <span class="hint" id="chat-file-hint">${text('cleaner.drop.hint')}</span>
    <input id="chat-file" type="file" accept="${CHAT_FILE_ACCEPT}" aria-describedby="chat-file-hint">
  </label>
  <details class="guide"><summary>${text('connections.exportGuide.question')}</summary>${guide}</details>
  <div id="clean-error" class="error" role="alert" hidden></div>
  <section id="clean-result" aria-labelledby="clean-result-title" hidden>
    <h2 id="clean-result-title" tabindex="-1">${text('cleaner.summary.title')}</h2>
    <p id="clean-summary"></p>
    <fieldset id="date-order" class="warning" hidden>
      <legend>${text('cleaner.offlineFile.dateOrderLegend')}</legend>
      <p>${text('cleaner.offlineFile.dateOrderText')}</p>
      <label><input type="radio" name="date-order" value="dmy"> ${text('cleaner.dateOrder.dayFirst')} ${text('cleaner.dateOrder.dayFirstExample')}</label>
      <label><input type="radio" name="date-order" value="mdy"> ${text('cleaner.dateOrder.monthFirst')} ${text('cleaner.dateOrder.monthFirstExample')}</label>
    </fieldset>
    <h3 id="clean-preview-title">${text('cleaner.summary.preview')}</h3>
    <pre id="clean-preview" aria-labelledby="clean-preview-title"></pre>
    <button id="clean-download" type="button">${text('cleaner.summary.download', { fileName: CLEAN_FILE_NAME })}</button>
  </section>
  <script type="application/json" id="${OFFLINE_MESSAGES_ID}">${jsonForScript({ locale, messages: runtime })}</script>
</main>
`
}

export const OFFLINE_CLEANER_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1b2d;background:#faf8ff}
.wrap{max-width:42rem;margin:0 auto;padding:2.5rem 1rem;display:flex;flex-direction:column;gap:1.25rem}
h1{font-size:1.9rem;margin:0;letter-spacing:-.01em}
h2{font-size:1.3rem;margin:0}
h3{font-size:.95rem;margin:0}
.lead{margin:0;color:#5b5670}
.note{margin:0;padding:1rem;border-radius:.6rem;background:#e6f6ee;color:#14532d;font-size:.95rem}
.drop{display:flex;flex-direction:column;align-items:center;gap:.5rem;padding:2.5rem 1rem;border:2px dashed #c9c2e0;border-radius:.9rem;background:#fff;text-align:center;cursor:pointer}
.drop:hover,.drop.dragging{border-color:#6d4fd8;background:#f1edff}
.drop:focus-within{outline:2px solid #6d4fd8;outline-offset:2px}
.drop input{position:absolute;width:1px;height:1px;opacity:0;overflow:hidden}
.drop-title{font-weight:600}
.hint{font-size:.9rem;color:#5b5670}
.guide{padding:.75rem 1rem;border:1px solid #e4e0f0;border-radius:.6rem;background:#fff;font-size:.95rem}
.guide summary{cursor:pointer;font-weight:600}
.guide h3{margin-top:1rem}
.guide ol{margin:.4rem 0 0;padding-inline-start:1.4rem;display:flex;flex-direction:column;gap:.25rem}
.error{padding:1rem;border-radius:.6rem;background:#fde8e8;color:#7f1d1d}
section{display:flex;flex-direction:column;gap:1rem}
.warning{margin:0;padding:1rem;border:0;border-radius:.6rem;background:#fff4db;color:#713f12;display:flex;flex-direction:column;gap:.5rem}
.warning legend{font-weight:600;padding:0;float:left;width:100%}
.warning p{margin:0}
pre{margin:0;padding:.75rem;overflow-x:auto;border:1px solid #e4e0f0;border-radius:.6rem;background:#fff;font-size:.8rem}
button{align-self:flex-start;padding:.75rem 1.5rem;border:0;border-radius:.6rem;background:#6d4fd8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#5a3ec4}
button:focus-visible,h2:focus-visible{outline:2px solid #6d4fd8;outline-offset:2px}
[hidden]{display:none!important}
@media (max-width:30rem){button{align-self:stretch}}
`

/** The whole page in `locale` around the bundled script. `</script` inside the code is escaped. */
export function offlineCleanerPage(script: string, texts: OfflineMessages): string {
  const safeScript = script.replace(/<\/script/gi, '<\\/script')
  const title = escapeHtml(formatMessage(texts.messages, 'cleaner.offlineFile.title', texts.locale))
  return `<!doctype html>
<html lang="${texts.locale}" dir="${direction(texts.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
<title>${title}</title>
<style>${OFFLINE_CLEANER_STYLE}</style>
</head>
<body>
<div id="app">${offlineCleanerMarkup(texts)}</div>
<script>${safeScript}</script>
</body>
</html>
`
}
