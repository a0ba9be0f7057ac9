import { describe, expect, it } from 'vitest'
import { EXPORT_APPS } from './export-instructions'

describe('EXPORT_APPS', () => {
  it('covers every app whose export is read, with four steps each (docs/product.md §2)', () => {
    expect(EXPORT_APPS.map((app) => app.name)).toEqual([
      'WhatsApp',
      'Telegram',
      'Messenger',
      'Instagram',
      'Discord',
      'Signal',
      'iMessage',
    ])
    for (const app of EXPORT_APPS) expect(app.steps).toHaveLength(4)
  })
})
