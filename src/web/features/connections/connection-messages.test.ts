// The messages of docs/product.md §8 live in the contract (the server sends some of them); the pages read them
// from the connections catalog. In English the two must say the same.
import { describe, expect, it } from 'vitest'
import {
  ANALYSIS_COMPLETE_TITLE,
  ANALYSIS_FAILED_FALLBACK,
  ANALYSIS_FAILED_TITLE,
  analysisCompleteMessage,
  UPLOAD_FAILED_TITLE,
  UPLOAD_NOT_TXT,
  UPLOAD_TOO_LARGE,
} from '#src/contract/analyses'
import {
  CONNECTION_CREATED_TITLE,
  connectionCreatedMessage,
  RELATIONSHIP_TYPES,
  UNEXPECTED_ERROR,
} from '#src/contract/connections'
import { planName } from '#src/contract/entitlements'
import { planMessages } from '#src/server/plans/plan-messages'
import { RELATIONSHIP_TYPE_MESSAGES } from '#src/web/components/connections/relationship-type-texts'
import { SUPPORTED_APPS } from '#src/web/lib/chat-file-types'
import { browserI18n } from '#src/web/lib/i18n/i18n'

const t = (id: string, values?: Record<string, string | number>) => browserI18n._(id, values)

describe('the connections catalog in English', () => {
  it("says the contract's messages word for word", () => {
    expect(t('connections.upload.notTxt')).toBe(UPLOAD_NOT_TXT)
    expect(t('connections.upload.tooLarge')).toBe(UPLOAD_TOO_LARGE)
    expect(t('connections.upload.failedTitle')).toBe(UPLOAD_FAILED_TITLE)
    expect(t('connections.analysis.completeTitle')).toBe(ANALYSIS_COMPLETE_TITLE)
    expect(t('connections.analysis.completeMessage', { name: 'Sam' })).toBe(
      analysisCompleteMessage('Sam'),
    )
    expect(t('connections.analysis.failedTitle')).toBe(ANALYSIS_FAILED_TITLE)
    expect(t('connections.analysis.failedFallback')).toBe(ANALYSIS_FAILED_FALLBACK)
    expect(t('connections.add.createdTitle')).toBe(CONNECTION_CREATED_TITLE)
    expect(t('connections.add.createdMessage', { name: 'Sam' })).toBe(
      connectionCreatedMessage('Sam'),
    )
    expect(t('connections.add.unexpectedError')).toBe(UNEXPECTED_ERROR)
  })

  it("writes the server's connection-limit refusal as the server does", () => {
    expect(t('connections.limit.refused', { plan: planName('free'), limit: 3 })).toBe(
      planMessages.connections('free', 3),
    )
  })

  it('names each relationship type as the contract stores it', () => {
    for (const type of RELATIONSHIP_TYPES) expect(t(RELATIONSHIP_TYPE_MESSAGES[type])).toBe(type)
  })

  it('lists the supported apps in the upload hint as the offline cleaner does', () => {
    expect(t('connections.upload.dropHint')).toContain(`from ${SUPPORTED_APPS} (up to 10 MB)`)
  })
})
