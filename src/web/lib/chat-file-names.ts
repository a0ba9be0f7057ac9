// The chat files Cadence takes, by name and type alone: shared by the pickers and the service
// worker, which must stay small (no schema library in it).

/** The file input's `accept`: text, JSON and CSV exports, and WhatsApp's .zip (iPhone). */
export const CHAT_FILE_ACCEPT =
  '.txt,.json,.csv,.zip,text/plain,application/json,text/csv,application/zip'

export function isChatFileName(name: string): boolean {
  return /\.(txt|json|csv|zip)$/i.test(name)
}
