import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { exportItem } from '../testing/export-fixture'
import { buildExport, connectionExportJob, exportLocale, reportTitle } from './export-job'
import { pdfText } from './pdf-text'

describe('the language of an export', () => {
  it("follows Cadence's language cookie first", () => {
    expect(exportLocale('session=abc; cadence-locale=fr', 'de-DE,de;q=0.9')).toBe('fr')
    expect(exportLocale('cadence-locale=pt-BR', null)).toBe('pt-BR')
  })

  it('then the browser, then English', () => {
    expect(exportLocale('session=abc', 'de-AT,de;q=0.9,en;q=0.5')).toBe('de')
    expect(exportLocale('cadence-locale=xx', 'es')).toBe('es')
    expect(exportLocale(undefined, undefined)).toBe('en')
    expect(exportLocale(null, 'ja')).toBe('en')
  })

  it('takes the pseudo-locale as English', () => {
    expect(exportLocale('cadence-locale=en-XA', 'de')).toBe('en')
  })
})

describe('report titles', () => {
  const alex = exportItem('Alex')
  it('name the connection of a single report, in English as before', () => {
    expect(reportTitle([alex])).toBe('Relationship rhythm with Alex')
    expect(reportTitle([alex, exportItem('Sam')])).toBe('Your relationship rhythms')
  })

  it("are written in the reader's language", () => {
    expect(reportTitle([alex], pdfText('de'))).toBe('Beziehungsrhythmus mit Alex')
    expect(reportTitle([alex, alex], pdfText('es'))).toBe('Los ritmos de tus relaciones')
    expect(reportTitle([alex], pdfText('ar'))).toBe('إيقاع علاقتك مع Alex')
  })
})

describe("a connection's PDF job", () => {
  const dir = mkdtempSync(join(tmpdir(), 'cadence-job-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("carries the reader's language to the worker, which writes the title in it", async () => {
    const job = connectionExportJob('pdf', exportItem('Alex'), new Date(), 'pt-BR')
    expect(job).toMatchObject({ format: 'pdf', locale: 'pt-BR' })
    const file = join(dir, 'alex.pdf')
    writeFileSync(file, await buildExport(job))
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain('Ritmo da sua relação com Alex')
    expect(text).toContain('Atividade mensal')
  })

  it('keeps English for the CSV whoever asks', async () => {
    const csv = connectionExportJob('csv', exportItem('Alex'), new Date(), 'de')
    expect(csv).not.toHaveProperty('locale')
  })
})
