// Generates the benchmark inputs once into bench/.inputs/ (git-ignored).

import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateContentFree } from './generate-content-free'
import { generateWhatsAppExport } from './generate-whatsapp'
import { generateRichWhatsAppExport } from './generate-whatsapp-rich'

export const INPUT_FOLDER = join(import.meta.dirname, '.inputs')

export interface BenchInput {
  path: string
  bytes: number
}

function ensure(name: string, make: () => string): BenchInput {
  mkdirSync(INPUT_FOLDER, { recursive: true })
  const path = join(INPUT_FOLDER, name)
  if (!existsSync(path)) writeFileSync(path, make())
  return { path, bytes: statSync(path).size }
}

export function ensureInputs() {
  return {
    contentFree: ensure('content-free-400k.txt', () => generateContentFree(400_000)),
    whatsapp: ensure('whatsapp-android-10mb.txt', () => generateWhatsAppExport(10_000_000)),
    /** Display names with emoji and accents, emoji in messages, long multi-line messages. */
    whatsappRich: ensure('whatsapp-android-rich-10mb.txt', () =>
      generateRichWhatsAppExport(10_000_000),
    ),
  }
}
