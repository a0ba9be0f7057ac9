// The contract's relationship types (English, stored as they are) → their messages, so a
// connection's type reads in the reader's language while the stored value stays the same.

import type { RelationshipType } from '#src/contract/connections'
import type { MessageId } from '#src/i18n/messages'

export const RELATIONSHIP_TYPE_MESSAGES: Record<RelationshipType, MessageId> = {
  Family: 'connections.relationshipType.family',
  Friend: 'connections.relationshipType.friend',
  'Romantic Partner': 'connections.relationshipType.romanticPartner',
  Colleague: 'connections.relationshipType.colleague',
  Acquaintance: 'connections.relationshipType.acquaintance',
  Other: 'connections.relationshipType.other',
}

/** A relationship type in the reader's language; a value no type names stays as it is. */
export function relationshipTypeText(type: string, t: (id: MessageId) => string): string {
  return Object.hasOwn(RELATIONSHIP_TYPE_MESSAGES, type)
    ? t(RELATIONSHIP_TYPE_MESSAGES[type as RelationshipType])
    : type
}
