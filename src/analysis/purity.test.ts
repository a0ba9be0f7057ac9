// src/analysis runs in a Web Worker and in Node: it imports nothing outside
// itself, no npm package and no Node or DOM API (tests excepted). One exception:
// the reader of a file's bytes opens zipped exports with fflate, a pure-JS
// unzip library that touches neither.

import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = dirname(fileURLToPath(import.meta.url))
/** The one npm import the engine may make, and the one file that may make it. */
const ALLOWED_PACKAGE = { file: join('import', 'read-export-bytes.ts'), target: 'fflate' }

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the engine is pure', () => {
  const files = sources(root)

  it('imports only from inside src/analysis', () => {
    const outside: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)) {
        const target = match[1] ?? match[2] ?? ''
        const inside =
          target.startsWith('.') && !relative(root, resolve(dirname(file), target)).startsWith('..')
        const allowed =
          relative(root, file) === ALLOWED_PACKAGE.file && target === ALLOWED_PACKAGE.target
        if (!inside && !allowed) outside.push(`${relative(root, file)} → ${target}`)
      }
    }
    expect(outside).toEqual([])
  })

  it('uses no Date, clock, DOM, network or Node globals', () => {
    const used: string[] = []
    const forbidden =
      /\b(new Date\b|Date\.now|performance\.now|window\.|document\.|fetch\(|XMLHttpRequest|process\.|require\(|Buffer\.)/
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
      const hit = forbidden.exec(text)
      if (hit) used.push(`${relative(root, file)}: ${hit[0]}`)
    }
    expect(used).toEqual([])
  })
})
