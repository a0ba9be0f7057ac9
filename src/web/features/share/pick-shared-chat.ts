import { MAX_UPLOAD_BYTES } from '#src/contract/analyses'
import type { SharedInbox } from '#src/web/sw/share-inbox'

/** What a share holds, as the share page words it. */
export type SharedChat =
  | { kind: 'chat'; file: File }
  /** Nothing arrived (the share page opened by hand, or the share reached the server). */
  | { kind: 'nothing' }
  /** One file that is no chat: a photo, a PDF. */
  | { kind: 'not-a-chat'; name: string }
  /** Several files, none of them a chat. */
  | { kind: 'no-chat-among'; count: number }
  | { kind: 'too-large'; name: string; size: number }

/** WhatsApp names its export "WhatsApp Chat with …" (Android) or `_chat.txt` inside the zip. */
const CHAT_NAME = /whatsapp|chat|result\.json|message/i

/**
 * The chat among the shared files. WhatsApp on Android shares the .txt with the photos when
 * media are included; on iPhone one .zip; Telegram and Messenger a .json. Among several
 * candidates, a chat's own name wins, then the largest file.
 */
export function pickSharedChat(
  inbox: Pick<SharedInbox, 'chats' | 'others'> | undefined,
): SharedChat {
  if (!inbox || (inbox.chats.length === 0 && inbox.others.length === 0)) return { kind: 'nothing' }
  const [first] = [...inbox.chats].sort(
    (a, b) => Number(CHAT_NAME.test(b.name)) - Number(CHAT_NAME.test(a.name)) || b.size - a.size,
  )
  if (!first) {
    const [only] = inbox.others
    if (inbox.others.length === 1 && only) return { kind: 'not-a-chat', name: only.name }
    return { kind: 'no-chat-among', count: inbox.others.length }
  }
  if (first.size > MAX_UPLOAD_BYTES)
    return { kind: 'too-large', name: first.name, size: first.size }
  return { kind: 'chat', file: withChatName(first) }
}

/** A shared text without an extension gets one, so the engine and the checks read it as a chat. */
function withChatName(file: File): File {
  if (/\.(txt|json|csv|zip)$/i.test(file.name)) return file
  const extension = file.type.includes('zip')
    ? 'zip'
    : file.type.includes('json')
      ? 'json'
      : file.type.includes('csv')
        ? 'csv'
        : 'txt'
  return new File([file], `${file.name || 'chat'}.${extension}`, {
    type: file.type,
    lastModified: file.lastModified,
  })
}
