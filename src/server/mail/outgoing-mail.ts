export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** The one link the mail is about; logged in development so a newcomer can follow it. */
  link?: string
}
