import { describe, expect, it } from 'vitest'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import { EXPORT_APPS } from './export-instructions'

describe('the export guide in the connections catalog', () => {
  it("says in English exactly what the offline cleaner writes (EXPORT_APPS' own words)", () => {
    for (const app of EXPORT_APPS) {
      expect(app.stepMessages.map((id) => browserI18n._(id))).toEqual([...app.steps])
      if (app.fileMessage) expect(browserI18n._(app.fileMessage)).toBe(app.file)
    }
  })

  it('leaves untranslated only bare file names', () => {
    const bare = EXPORT_APPS.filter((app) => !app.fileMessage).map((app) => app.file)
    for (const file of bare) expect(file).toMatch(/^[\w.]+$/)
  })
})
