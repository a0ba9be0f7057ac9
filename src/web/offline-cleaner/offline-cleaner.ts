// The offline cleaner's behaviour, in plain DOM: read the picked or dropped
// file, clean it with the same cleanExport as the app, show the outcome and
// offer the download. The markup is already in the page.

import { cleanExport } from '#src/analysis/import/clean-export'
import type { CleanResult } from '#src/analysis/import/clean-result'
import type { DateOrder } from '#src/analysis/import/date-order'
import { exportContent } from '#src/analysis/import/read-export-bytes'
import { isAppLocale } from '#src/i18n/locales'
import {
  CLEAN_FILE_NAME,
  EXPORT_FORMAT_MESSAGES,
  firstLines,
  PREVIEW_LINES,
} from '#src/web/features/cleaner/clean-summary-text'
import { saveText } from '#src/web/lib/save-blob'
import {
  formatMessage,
  isChoices,
  OFFLINE_MESSAGES_ID,
  type OfflineMessages,
} from './offline-messages'

/** The messages the page carries in its data block (English's ids when it has none). */
function pageMessages(root: ParentNode): OfflineMessages {
  const block = root.querySelector(`#${OFFLINE_MESSAGES_ID}`)
  const parsed: unknown = JSON.parse(block?.textContent || '{}')
  if (isChoices(parsed) && isAppLocale(parsed.locale) && isChoices(parsed.messages))
    return { locale: parsed.locale, messages: parsed.messages }
  throw new Error(`The offline cleaner's page lacks its messages (#${OFFLINE_MESSAGES_ID})`)
}

function requireElement<T extends Element>(
  root: ParentNode,
  selector: string,
  type: new () => T,
): T {
  const element = root.querySelector(selector)
  if (!(element instanceof type)) throw new Error(`The offline cleaner's page lacks ${selector}`)
  return element
}

function summary(result: CleanResult, { locale, messages }: OfflineMessages): string {
  const line = formatMessage(messages, 'cleaner.offlineFile.summary', locale, {
    format: formatMessage(messages, EXPORT_FORMAT_MESSAGES[result.format], locale),
    messages: result.messageCount,
    notices: result.skippedSystemMessages,
  })
  if (!result.unreadableLines) return line
  const unreadable = formatMessage(messages, 'cleaner.offlineFile.unreadable', locale, {
    count: result.unreadableLines,
  })
  return `${line} · ${unreadable}`
}

export function mountOfflineCleaner(root: HTMLElement): void {
  const texts = pageMessages(root)
  const input = requireElement(root, '#chat-file', HTMLInputElement)
  const drop = requireElement(root, '.drop', HTMLLabelElement)
  const error = requireElement(root, '#clean-error', HTMLDivElement)
  const result = requireElement(root, '#clean-result', HTMLElement)
  const title = requireElement(root, '#clean-result-title', HTMLHeadingElement)
  const summaryLine = requireElement(root, '#clean-summary', HTMLParagraphElement)
  const dateOrder = requireElement(root, '#date-order', HTMLFieldSetElement)
  const previewBox = requireElement(root, '#clean-preview', HTMLPreElement)
  const downloadButton = requireElement(root, '#clean-download', HTMLButtonElement)
  /** The file's bytes, or the chat's text from a .zip. */
  let content: Uint8Array | string = ''
  let cleaned: CleanResult | null = null

  const fail = (problem: unknown) => {
    cleaned = null
    result.hidden = true
    error.textContent = problem instanceof Error ? problem.message : String(problem)
    error.hidden = false
  }

  const show = (order?: DateOrder) => {
    try {
      cleaned = cleanExport(content, { dateOrder: order })
    } catch (problem) {
      fail(problem)
      return
    }
    error.hidden = true
    summaryLine.textContent = summary(cleaned, texts)
    previewBox.textContent = firstLines(cleaned.text, PREVIEW_LINES)
    dateOrder.hidden = !cleaned.ambiguousDateOrder
    for (const radio of dateOrder.querySelectorAll('input'))
      radio.checked = radio.value === cleaned.dateOrder
    result.hidden = false
    title.focus()
  }

  const read = async (file: File) => {
    try {
      // A WhatsApp .zip (iPhone) is opened here too, on this device.
      content = exportContent(new Uint8Array(await file.arrayBuffer()), file.name)
    } catch (problem) {
      content = ''
      fail(problem)
      return
    }
    show()
  }

  input.addEventListener('change', () => {
    const file = input.files?.[0]
    if (file) void read(file)
    input.value = ''
  })
  drop.addEventListener('dragover', (event) => {
    event.preventDefault()
    drop.classList.add('dragging')
  })
  drop.addEventListener('dragleave', () => drop.classList.remove('dragging'))
  drop.addEventListener('drop', (event) => {
    event.preventDefault()
    drop.classList.remove('dragging')
    const file = event.dataTransfer?.files[0]
    if (file) void read(file)
  })
  dateOrder.addEventListener('change', (event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && (target.value === 'dmy' || target.value === 'mdy')) {
      show(target.value)
    }
  })
  downloadButton.addEventListener('click', () => {
    if (cleaned) saveText(cleaned.text, CLEAN_FILE_NAME)
  })
}
