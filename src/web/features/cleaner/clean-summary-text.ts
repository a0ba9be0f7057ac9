// Words and small text helpers of the cleaner page.

export const CLEAN_FILE_NAME = 'cadence-clean.txt'
export const PREVIEW_LINES = 8

/** The first `count` lines, without reading further into a big text. */
export function firstLines(text: string, count: number): string {
  let end = -1
  for (let i = 0; i < count; i++) {
    const next = text.indexOf('\n', end + 1)
    if (next < 0) return text.trimEnd()
    end = next
  }
  return text.slice(0, end)
}

export const WRONG_FILE_TYPE =
  'Please choose a chat export: a .txt, .json, .csv or .zip file (WhatsApp, Telegram, Messenger, Instagram, Discord, Signal or iMessage).'
