import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type FolderAccess, findRealExports } from './real-exports'

const DEFAULT = fileURLToPath(new URL('../../../../shared/real-exports', import.meta.url))

/** A file system holding only these folders, with their entries. */
function folders(tree: Record<string, string[]>): FolderAccess {
  return {
    existsSync: (path) => path in tree,
    readdirSync: (path) => {
      const entries = tree[path]
      if (entries === undefined) throw new Error(`ENOENT: ${path}`)
      return entries
    },
    resolve,
    fileURLToPath,
  }
}

describe('the folder of real exports', () => {
  it('defaults to ../shared/real-exports beside the repository root', () => {
    expect(DEFAULT).toBe(
      resolve(fileURLToPath(new URL('../../..', import.meta.url)), '../shared/real-exports'),
    )
    expect(findRealExports(undefined, folders({ [DEFAULT]: ['whatsapp'] }))).toEqual({
      folder: DEFAULT,
      from: 'default',
    })
  })

  it('is absent, and no test needs it, when the variable is unset and the default is missing', () => {
    expect(findRealExports(undefined, folders({}))).toEqual({ folder: null, looked: DEFAULT })
  })

  it('is the folder CADENCE_REAL_EXPORTS names, made absolute, even when the default exists', () => {
    const tree = { '/corpus': ['whatsapp'], [DEFAULT]: ['whatsapp'] }
    expect(findRealExports('/corpus', folders(tree))).toEqual({
      folder: '/corpus',
      from: 'CADENCE_REAL_EXPORTS',
    })
    const relative = resolve('corpus')
    expect(findRealExports('corpus', folders({ [relative]: ['signal'] }))).toEqual({
      folder: relative,
      from: 'CADENCE_REAL_EXPORTS',
    })
  })

  it('fails loudly when CADENCE_REAL_EXPORTS names a missing, empty or unreadable folder', () => {
    expect(() => findRealExports('/nowhere', folders({ [DEFAULT]: ['whatsapp'] }))).toThrow(
      'CADENCE_REAL_EXPORTS=/nowhere: no corpus folder at /nowhere.',
    )
    expect(() => findRealExports('/empty', folders({ '/empty': [] }))).toThrow(
      'the corpus folder /empty is empty',
    )
    const file: FolderAccess = {
      ...folders({}),
      existsSync: () => true,
      readdirSync: () => {
        throw new Error('ENOTDIR')
      },
    }
    expect(() => findRealExports('/a-file', file)).toThrow('/a-file cannot be read as a folder')
    expect(() => findRealExports('', folders({}))).toThrow('CADENCE_REAL_EXPORTS is set but empty')
  })

  it('fails loudly when the default folder is there but empty', () => {
    expect(() => findRealExports(undefined, folders({ [DEFAULT]: [] }))).toThrow(
      `the corpus folder ${DEFAULT} is empty`,
    )
  })
})
