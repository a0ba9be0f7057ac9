// The offline cleaner's static markup. No link or source points anywhere: the
// file must work from disk with the network off.

import { EXPORT_APPS } from '../components/export-guide/export-instructions'
import { CHAT_FILE_ACCEPT, SUPPORTED_APPS } from '../lib/chat-file-types'

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The export steps of every app, as static HTML. */
const EXPORT_GUIDE = EXPORT_APPS.map(
  (app) =>
    `<h3>${escapeHtml(app.name)} <span class="hint">(${escapeHtml(app.file)})</span></h3><ol>${app.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
).join('')

export const OFFLINE_CLEANER_MARKUP = `
<main class="wrap">
  <h1>Cadence Chat Cleaner</h1>
  <p class="lead">Turn a chat export from WhatsApp, Telegram, Messenger, Instagram, Discord, Signal or iMessage into a content-free file: every message's text and both names are removed. Only the timestamps and the labels User 1 and User 2 remain.</p>
  <p class="note"><strong>Works offline.</strong> This page makes no network requests. Your file is read and cleaned on this device only.</p>
  <label class="drop" for="chat-file">
    <span class="drop-title">Choose your chat export or drop it here</span>
    <span class="hint" id="chat-file-hint">${SUPPORTED_APPS}: .txt, .json, .csv or .zip, as each app exports it</span>
    <input id="chat-file" type="file" accept="${CHAT_FILE_ACCEPT}" aria-describedby="chat-file-hint">
  </label>
  <details class="guide"><summary>How do I export a chat?</summary>${EXPORT_GUIDE}</details>
  <div id="clean-error" class="error" role="alert" hidden></div>
  <section id="clean-result" aria-labelledby="clean-result-title" hidden>
    <h2 id="clean-result-title" tabindex="-1">Your file is clean</h2>
    <p id="clean-summary"></p>
    <fieldset id="date-order" class="warning" hidden>
      <legend>Check the dates</legend>
      <p>Every day in this chat is 12 or lower, so its dates could be day-first or month-first. If the reading below is wrong, switch:</p>
      <label><input type="radio" name="date-order" value="dmy"> Day first (31/12 is 31 December)</label>
      <label><input type="radio" name="date-order" value="mdy"> Month first (12/31 is December 31)</label>
    </fieldset>
    <h3 id="clean-preview-title">First lines of the clean file</h3>
    <pre id="clean-preview" aria-labelledby="clean-preview-title"></pre>
    <button id="clean-download" type="button">Download cadence-clean.txt</button>
  </section>
</main>
`

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
.guide ol{margin:.4rem 0 0;padding-left:1.4rem;display:flex;flex-direction:column;gap:.25rem}
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

/** The whole page around the bundled script. `</script` inside the code is escaped. */
export function offlineCleanerPage(script: string): string {
  const safeScript = script.replace(/<\/script/gi, '<\\/script')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
<title>Cadence Chat Cleaner (offline)</title>
<style>${OFFLINE_CLEANER_STYLE}</style>
</head>
<body>
<div id="app">${OFFLINE_CLEANER_MARKUP}</div>
<script>${safeScript}</script>
</body>
</html>
`
}
