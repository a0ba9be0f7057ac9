// Writes src/web/lib/tailwind-merge-config.ts: tailwind-merge's default configuration cut down
// to the class groups the web app's classes belong to, with the theme written in place, so the
// landing page does not ship the ~380 groups it never uses (docs/benchmarks.md). The validators
// come from tailwind-merge-validators.ts, which holds only the ones the groups name.
// src/web/lib/cn.test.ts holds the cut equal to the full `twMerge` on every pair of classes the
// code uses; when it fails after a new class, run this again.
// Usage: node --import tsx scripts/slim-tailwind-merge.ts && npx biome format --write src/web/lib
// (it reads the group of each class with tailwind-merge's unstable class-group lookup: a script only).

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type ClassValidator,
  type Config,
  getDefaultConfig,
  twMerge,
  validators,
} from 'tailwind-merge'
import { createClassGroupUtils } from 'tailwind-merge/unstable-do-not-import'
import { classTokens } from '../src/web/testing/class-tokens'

const OUTPUT = join(process.cwd(), 'src/web/lib/tailwind-merge-config.ts')

type AnyConfig = Config<string, string>
const config: AnyConfig = getDefaultConfig()
const { getClassGroupId } = createClassGroupUtils(config)
const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
)
const usedValidators = new Set<string>()

/** A token without its modifiers: what follows the last `:` outside brackets. */
function baseOf(token: string): string {
  let depth = 0
  let start = 0
  for (let i = 0; i < token.length; i++) {
    const ch = token[i]
    if (ch === '[' || ch === '(') depth++
    else if (ch === ']' || ch === ')') depth--
    else if (ch === ':' && depth === 0) start = i + 1
  }
  return token.slice(start)
}

/** The class group of a token, as the full merge sees it (modifiers and `!` stripped). */
function groupOf(token: string): string | undefined {
  if (twMerge(`${token} ${token}`) !== token) return undefined
  const base = baseOf(token).replace(/^!|!$/g, '')
  const slash = base.lastIndexOf('/')
  return getClassGroupId(base) ?? (slash > 0 ? getClassGroupId(base.slice(0, slash)) : undefined)
}

function isThemeGetter(value: unknown): value is { themeKey: string } {
  return typeof value === 'function' && 'isThemeGetter' in value && value.isThemeGetter === true
}

/**
 * A class definition as source code: validators by name, theme scales in place, and of the
 * fixed names only those a class of the app is (`path` is the prefix the keys above it make).
 */
function write(definition: unknown, path: readonly string[]): string {
  if (typeof definition === 'string') {
    const name = [...path, definition].filter((part) => part !== '').join('-')
    return bases.has(name) ? JSON.stringify(definition) : ''
  }
  if (isThemeGetter(definition))
    return (config.theme[definition.themeKey] ?? [])
      .map((part) => write(part, path))
      .filter((part) => part !== '')
      .join(', ')
  if (typeof definition === 'function') {
    const name = validatorNames.get(definition as ClassValidator)
    if (!name) throw new Error(`A validator tailwind-merge does not export: ${definition}`)
    usedValidators.add(name)
    return name
  }
  if (Array.isArray(definition)) {
    const parts = definition.map((part) => write(part, path)).filter((part) => part !== '')
    return parts.length > 0 ? `[${parts.join(', ')}]` : ''
  }
  if (typeof definition === 'object' && definition !== null) {
    const entries = Object.entries(definition)
      .map(([key, value]) => [key, write(value, [...path, key])] as const)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => `${JSON.stringify(key)}: ${value}`)
    return entries.length > 0 ? `{ ${entries.join(', ')} }` : ''
  }
  throw new Error(`Unexpected class definition: ${String(definition)}`)
}

const used = new Set<string>()
/** The app's classes without modifiers, `!`, a leading `-` or a `/…` postfix. */
const bases = new Set<string>()
const missed: string[] = []
for (const token of classTokens()) {
  const base = baseOf(token).replace(/^!|!$/g, '').replace(/^-/, '')
  if (base.startsWith('[')) continue // an arbitrary property needs no group
  if (twMerge(`${token} ${token}`) !== token) continue
  const group = groupOf(token)
  if (group) used.add(group)
  else missed.push(token)
  bases.add(base)
  if (base.includes('/')) bases.add(base.slice(0, base.lastIndexOf('/')))
}
const groups = Object.keys(config.classGroups).filter((group) => used.has(group))
const keep = (ids: readonly string[] | undefined) => (ids ?? []).filter((id) => used.has(id))

const classGroups = groups
  .map((group) => `    ${JSON.stringify(group)}: ${write(config.classGroups[group], []) || '[]'},`)
  .join('\n')
const conflicts = (table: Record<string, readonly string[] | undefined>) =>
  groups
    .map((group) => [group, keep(table[group])] as const)
    .filter(([, ids]) => ids.length > 0)
    .map(([group, ids]) => `    ${JSON.stringify(group)}: ${JSON.stringify(ids)},`)
    .join('\n')

const source = `// Generated by scripts/slim-tailwind-merge.ts from tailwind-merge's default configuration: only
// the ${groups.length} class groups (of ${Object.keys(config.classGroups).length}) the web app's classes belong to. Do not edit by hand;
// src/web/lib/cn.test.ts holds it equal to the full twMerge on every pair of the app's classes.

import type { Config } from 'tailwind-merge'
import { ${[...usedValidators].sort().join(', ')} } from './tailwind-merge-validators'

export const SLIM_TAILWIND_MERGE_CONFIG: Config<string, string> = {
  cacheSize: ${config.cacheSize},
  theme: {},
  classGroups: {
${classGroups}
  },
  conflictingClassGroups: {
${conflicts(config.conflictingClassGroups)}
  },
  conflictingClassGroupModifiers: {
${conflicts(config.conflictingClassGroupModifiers)}
  },
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
}
`
writeFileSync(OUTPUT, source)
console.log(`${groups.length} class groups written to ${OUTPUT}`)
if (missed.length) console.log(`classes with no group found: ${missed.join(' ')}`)
