// How to export a two-person chat from each app Cadence reads: four short steps
// per app (docs/product.md §2 step 1). Shown by the try-it flow, the cleaner page and the
// upload, and written into the offline cleaner. The offline cleaner writes the English
// below; the pages read the same words from the connections catalog, in the reader's language
// (export-instructions.test.ts keeps the two alike).

import type { MessageId } from '#src/i18n/messages'

type Four<T> = readonly [T, T, T, T]

export interface ExportApp {
  id: string
  name: string
  /** What the app writes, as Cadence takes it. */
  file: string
  /** The catalog's `file`, when it has words to translate (a bare file name has none). */
  fileMessage?: MessageId
  steps: Four<string>
  /** The catalog's `steps`, in the same order. */
  stepMessages: Four<MessageId>
  /** A tip for the pages (not the offline cleaner): the phone's share sheet, Add to Home Screen. */
  phoneTip?: MessageId
}

export const EXPORT_APPS: readonly ExportApp[] = [
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    file: '.txt (Android) or .zip (iPhone)',
    fileMessage: 'connections.exportGuide.whatsapp.file',
    steps: [
      'Open the chat with the person you want to understand.',
      'Android: tap ⋮ › More › Export chat. iPhone: tap the contact’s name, then Export Chat.',
      'Choose Without media: only the text is needed.',
      'Save the file to your device: a .txt on Android, a .zip on iPhone (no need to unzip it).',
    ],
    stepMessages: [
      'connections.exportGuide.whatsapp.step1',
      'connections.exportGuide.whatsapp.step2',
      'connections.exportGuide.whatsapp.step3',
      'connections.exportGuide.whatsapp.step4',
    ],
    phoneTip: 'connections.exportGuide.whatsapp.phone',
  },
  {
    id: 'telegram',
    name: 'Telegram',
    file: 'result.json',
    steps: [
      'Open Telegram Desktop on your computer and go to the chat.',
      'Click the menu (⋮) in the top right and choose Export chat history.',
      'Untick photos, videos and files, and set the format to Machine-readable JSON.',
      'Click Export and note the folder where result.json is saved.',
    ],
    stepMessages: [
      'connections.exportGuide.telegram.step1',
      'connections.exportGuide.telegram.step2',
      'connections.exportGuide.telegram.step3',
      'connections.exportGuide.telegram.step4',
    ],
  },
  {
    id: 'messenger',
    name: 'Messenger',
    file: 'message_1.json',
    steps: [
      'On Facebook, open Settings › Accounts Centre › Your information and permissions › Download your information.',
      'Choose your Facebook profile and, under specific types of information, only Messages.',
      'Set the format to JSON (not HTML), pick the date range and request the download.',
      'Unzip the download and take message_1.json from the folder named after the person (messages › inbox).',
    ],
    stepMessages: [
      'connections.exportGuide.messenger.step1',
      'connections.exportGuide.messenger.step2',
      'connections.exportGuide.messenger.step3',
      'connections.exportGuide.messenger.step4',
    ],
  },
  {
    id: 'instagram',
    name: 'Instagram',
    file: 'message_1.json',
    steps: [
      'In Instagram, open Settings › Accounts Centre › Your information and permissions › Download your information.',
      'Choose your Instagram account and, under specific types of information, only Messages.',
      'Set the format to JSON (not HTML), pick the date range and request the download.',
      'Unzip the download and take message_1.json from the folder named after the person (messages › inbox).',
    ],
    stepMessages: [
      'connections.exportGuide.instagram.step1',
      'connections.exportGuide.instagram.step2',
      'connections.exportGuide.instagram.step3',
      'connections.exportGuide.instagram.step4',
    ],
  },
  {
    id: 'discord',
    name: 'Discord',
    file: '.json or .csv',
    fileMessage: 'connections.exportGuide.discord.file',
    steps: [
      'Discord has no chat export of its own: install DiscordChatExporter, a free, open-source app, on your computer.',
      'Sign in as its guide explains and open Direct Messages.',
      'Pick the one-to-one conversation and set the export format to JSON (or CSV).',
      'Click Export and note where the .json (or .csv) file is saved.',
    ],
    stepMessages: [
      'connections.exportGuide.discord.step1',
      'connections.exportGuide.discord.step2',
      'connections.exportGuide.discord.step3',
      'connections.exportGuide.discord.step4',
    ],
  },
  {
    id: 'signal',
    name: 'Signal',
    file: 'chat.md',
    steps: [
      'Signal has no chat export of its own: signal-export, a free, open-source tool, reads Signal Desktop on your computer.',
      'Link Signal Desktop to your phone, let it sync, then close it.',
      'Install the tool (pip install signal-export) and run: sigexport ~/signal-chats',
      'Take chat.md from the folder named after the person.',
    ],
    stepMessages: [
      'connections.exportGuide.signal.step1',
      'connections.exportGuide.signal.step2',
      'connections.exportGuide.signal.step3',
      'connections.exportGuide.signal.step4',
    ],
  },
  {
    id: 'imessage',
    name: 'iMessage',
    file: '.txt',
    steps: [
      'On a Mac that holds your Messages history, install imessage-exporter, a free, open-source tool (brew install imessage-exporter).',
      'Give your terminal Full Disk Access in System Settings › Privacy & Security.',
      'Run: imessage-exporter -f txt -o ~/imessage-chats',
      'Take the .txt file named after the person: there is one per conversation.',
    ],
    stepMessages: [
      'connections.exportGuide.imessage.step1',
      'connections.exportGuide.imessage.step2',
      'connections.exportGuide.imessage.step3',
      'connections.exportGuide.imessage.step4',
    ],
  },
]
