export const HELP_TEXT = `cadence — read the rhythm of a two-person chat from its timestamps, never its words

Usage:
  cadence clean <export> [-o out.txt] [--date-order dmy|mdy]
  cadence analyze <file> [--json] [--view-as user1|user2] [--date-order dmy|mdy]
  cadence --help

Commands:
  clean     Turn a raw chat export into content-free lines (dd/mm/yy, hh:mm -
            User N): WhatsApp (.txt or the iPhone's .zip), Telegram Desktop
            (result.json), Messenger and Instagram (JSON), Discord
            (DiscordChatExporter JSON or CSV), Signal (signal-export) or
            iMessage (imessage-exporter .txt). Prints to standard output
            unless -o is given.
  analyze   Analyze a content-free file or a raw export (cleaned in memory first)
            and print a summary, or the full result as JSON with --json.

Options:
  -o, --output <file>    Where clean writes the content-free text.
  --date-order dmy|mdy   Read WhatsApp dates day-first or month-first when the
                         file cannot tell (the default is day-first).
  --json                 Print the full analysis and gap analysis as JSON.
  --view-as user1|user2  Whose side "you" is (default user1).
  -h, --help             Show this help.

Use - as the file to read standard input. Nothing is sent anywhere.
`
