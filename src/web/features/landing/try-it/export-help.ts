export const EXPORT_HELP = [
  'Export one two-person chat at a time; group chats are not supported.',
  'A longer history gives a truer picture: a few months or more works best.',
  "Can't find the export option? Update the app to its latest version.",
  'The export stays on your device. In the next step it is cleaned in your browser before any analysis.',
]
