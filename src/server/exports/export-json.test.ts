import { describe, expect, it } from 'vitest'
import { StoredAnalysisSchema } from '#src/contract/analyses'
import { EXPORT_JSON_VERSION } from '#src/contract/exports'
import { exportItem, noteOn } from '../testing/export-fixture'
import { exportJson } from './export-json'

describe('the JSON export', () => {
  const item = exportItem()

  it('round-trips the stored analysis with its shape version', () => {
    const text = exportJson(item, new Date('2024-03-05T12:00:00Z'))
    const parsed = JSON.parse(text)
    expect(parsed.version).toBe(EXPORT_JSON_VERSION)
    expect(parsed.exportedAt).toBe('2024-03-05T12:00:00.000Z')
    expect(parsed.connection).toEqual(item.connection)
    expect(parsed.analysis).toEqual(item.analysis)
    expect(StoredAnalysisSchema.parse(parsed.analysis)).toEqual(item.analysis)
    expect(parsed.analysis.rhythm.calendar.days[0]).toEqual(item.analysis.rhythm?.calendar.days[0])
  })

  it('is pretty-printed for people to read', () => {
    expect(exportJson(item).split('\n')[1]).toBe(`  "version": ${EXPORT_JSON_VERSION},`)
  })

  it('carries notes only when they were asked for', () => {
    expect(JSON.parse(exportJson(item))).not.toHaveProperty('notes')
    const noted = exportItem('Alex', [])
    noted.notes = [noteOn(noted, 'Exams that month')]
    expect(JSON.parse(exportJson(noted)).notes).toEqual(noted.notes)
  })
})
