// Spec §2 step 1: four numbered instructions per app.
export const EXPORT_INSTRUCTIONS = {
  whatsapp: [
    'Open the chat with the person you want to understand.',
    'Tap the menu (⋮ on Android) or the contact name (iPhone), then More › Export chat.',
    'Choose Without media: only the text file is needed.',
    'Save the .txt file (unzip it on iPhone) to your device.',
  ],
  telegram: [
    'Open Telegram Desktop on your computer and go to the chat.',
    'Click the menu (⋮) in the top right and choose Export chat history.',
    'Untick photos, videos and files, and set the format to Machine-readable JSON.',
    'Click Export and note the folder where result.json is saved.',
  ],
} as const

export const EXPORT_HELP = [
  'Export one two-person chat at a time; group chats are not supported.',
  'A longer history gives a truer picture: a few months or more works best.',
  "Can't find the export option? Update the app to its latest version.",
  'The export stays on your device. In the next step it is cleaned in your browser before any analysis.',
]
