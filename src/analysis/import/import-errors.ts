// Errors the importers throw. Their messages are shown to the user as they are,
// so they say what is wrong and what to do, and never quote the chat.

export class TooManySendersError extends Error {
  override name = 'TooManySendersError'
  constructor() {
    super(
      'This chat has more than two people in it. Cadence reads two-person chats only: export a one-to-one chat instead.',
    )
  }
}

export class UnknownExportFormatError extends Error {
  override name = 'UnknownExportFormatError'
  constructor(
    message = "This file doesn't look like a WhatsApp chat export (.txt) or a Telegram Desktop export (result.json).",
  ) {
    super(message)
  }
}

/** The chat had headers but none of them was a message from a person. */
export class NoMessagesError extends Error {
  override name = 'NoMessagesError'
  constructor() {
    // SPEC §5: the text shown when no line is valid.
    super('No valid chat messages found. Please check the file format.')
  }
}

/** Every message in the chat is from the same person. */
export class OnlyOneWriterError extends Error {
  override name = 'OnlyOneWriterError'
  constructor() {
    super('Only one person wrote in this chat')
  }
}

/** The dates cannot be read in the requested (or any single) day/month order. */
export class DateOrderError extends Error {
  override name = 'DateOrderError'
}
