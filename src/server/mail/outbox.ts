import type { OutgoingMail } from './outgoing-mail'

export interface OutboxMail extends OutgoingMail {
  id: number
  from: string
  sentAt: Date
}

export interface Outbox {
  add(mail: Omit<OutboxMail, 'id'>): void
  /** Newest first. */
  list(): OutboxMail[]
  find(id: number): OutboxMail | undefined
}

/** Development only: the last mails, in memory, so no mail set-up is needed to confirm an account. */
const KEEP = 50

export function createOutbox(): Outbox {
  let mails: OutboxMail[] = []
  let nextId = 1
  return {
    add(mail) {
      mails = [{ ...mail, id: nextId++ }, ...mails].slice(0, KEEP)
    },
    list: () => [...mails],
    find: (id) => mails.find((mail) => mail.id === id),
  }
}
