// The chat files shared to Cadence from another app (the manifest's share target), kept on this
// device in IndexedDB between the service worker that receives them and the share page that
// reads them. Nothing here ever goes over the network.

import { createStore, get, set, type UseStore, update } from 'idb-keyval'
import { isChatFileName } from '#src/web/lib/chat-file-names'

const CHAT_TYPES = new Set(['text/plain', 'application/zip', 'application/json', 'text/csv'])

/** A shared file that is no chat (a photo WhatsApp sent along): only what the page needs to say. */
export interface SharedFileNote {
  name: string
  type: string
  size: number
}

export interface SharedInbox {
  /** This share's own name: a page forgets only the share it showed, never a newer one. */
  id: string
  /** The files that may be the chat: WhatsApp's .txt or .zip, Telegram's or Messenger's .json. */
  chats: File[]
  others: SharedFileNote[]
  receivedAt: number
  /** Kept after the share page closes: a visitor whose free analysis is used signs in first. */
  keepForSignIn: boolean
}

export function mayBeChat(file: { name: string; type: string }): boolean {
  return isChatFileName(file.name) || CHAT_TYPES.has(file.type.split(';')[0]?.trim() ?? '')
}

let database: UseStore | null = null
const inbox = () => {
  database ??= createStore('cadence-share', 'inbox')
  return database
}
const LATEST = 'latest'

/** Keeps what was shared (replacing an earlier share); other files are noted, not kept. */
export async function receiveShare(files: readonly File[], now = Date.now()): Promise<void> {
  const shared: SharedInbox = {
    id: `${now}-${Math.random().toString(36).slice(2)}`,
    chats: files.filter(mayBeChat),
    others: files
      .filter((file) => !mayBeChat(file))
      .map(({ name, type, size }) => ({ name, type, size })),
    receivedAt: now,
    keepForSignIn: false,
  }
  await set(LATEST, shared, inbox())
}

export async function readShare(): Promise<SharedInbox | undefined> {
  return get<SharedInbox>(LATEST, inbox())
}

/** Forgets the share `id`, in one transaction, unless a newer share has taken its place. */
export async function forgetShare(id: string): Promise<void> {
  return update<SharedInbox | undefined>(
    LATEST,
    (shared) => (shared?.id === id ? undefined : shared),
    inbox(),
  )
}

/** Marks the share `id` to outlive the page: it waits for the visitor to sign in or sign up. */
export async function keepShareForSignIn(id: string): Promise<void> {
  return update<SharedInbox | undefined>(
    LATEST,
    (shared) => (shared?.id === id ? { ...shared, keepForSignIn: true } : shared),
    inbox(),
  )
}
