// Runs the real `cadence` launcher as a child process on temp files and stdin.

import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanExport } from '#src/analysis/import/clean-export'

const LAUNCHER = join(import.meta.dirname, '../../bin/cadence.js')
const BUILT = join(import.meta.dirname, '../../dist/cli')
let folder = ''

interface Run {
  code: number
  stdout: string
  stderr: string
}

function cadence(
  args: string[],
  stdin?: string | Uint8Array,
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve) => {
    // Room for a cleaned file of megabytes on standard output (execFile keeps 1 MB by default).
    const options = { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }
    const child = execFile('node', [LAUNCHER, ...args], options, (error, stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0
      resolve({ code, stdout, stderr })
    })
    child.stdin?.end(stdin ?? '')
  })
}

const ANDROID = [
  '03/04/24, 9:00 PM - Messages and calls are end-to-end encrypted. Tap to learn more.',
  '03/04/24, 9:15 PM - Anna: are you up?',
  '03/04/24, 9:20 PM - Ben: yes',
  'still here',
  '03/04/24, 9:21 PM - Anna: good',
  '',
].join('\n')

/** Building the bundle can take a few seconds on a busy machine; it happens once, here. */
const BUILD_TIME_MS = 60_000

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'cadence-cli-'))
  await writeFile(join(folder, 'android.txt'), ANDROID)
  // The first run builds dist/cli/cadence.cjs when it is missing or older than its sources.
  const first = await cadence(['--help'])
  expect(first.code).toBe(0)
}, BUILD_TIME_MS)
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('cadence clean', () => {
  it('prints content-free lines and warns that the date order was a guess', async () => {
    const run = await cadence(['clean', join(folder, 'android.txt')])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      '03/04/24, 21:15 - User 1\n03/04/24, 21:20 - User 2\n03/04/24, 21:21 - User 1\n',
    )
    expect(run.stderr).toMatch(/read day-first.*--date-order mdy/)
  })

  it('writes -o files, reads standard input and follows --date-order', async () => {
    const out = join(folder, 'clean.txt')
    const run = await cadence(['clean', '-', '-o', out, '--date-order', 'mdy'], ANDROID)
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      `Cleaned 3 messages (WhatsApp (Android): 2 senders, 1 notice skipped). Written to ${out}.\n`,
    )
    expect(await readFile(out, 'utf8')).toMatch(/^04\/03\/24, 21:15 - User 1\n/)
  })

  it('fails with a clear message for a missing file, a third sender and a non-chat', async () => {
    const missing = await cadence(['clean', join(folder, 'nope.txt')])
    expect(missing).toMatchObject({ code: 1, stdout: '' })
    expect(missing.stderr).toMatch(/No such file: .*nope\.txt/)

    const group = `${ANDROID}03/04/24, 9:22 PM - Cleo: hi all\n`
    const crowd = await cadence(['clean', '-'], group)
    expect(crowd.code).toBe(1)
    expect(crowd.stderr).toMatch(/more than two people/)

    const notes = await cadence(['clean', '-'], 'shopping list\nmilk\n')
    expect(notes.code).toBe(1)
    expect(notes.stderr).toMatch(/doesn't look like a WhatsApp chat export/)
  })

  it('exits 2 on an unknown flag and prints help on --help', async () => {
    const bad = await cadence(['clean', 'x.txt', '--shred'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/Unknown option '--shred'/)
    const help = await cadence(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^cadence — /)
  })
})

describe('the cadence launcher', () => {
  it('runs the built JavaScript, with the list of the sources it was built from beside it', async () => {
    const sources: string[] = JSON.parse(await readFile(join(BUILT, 'sources.json'), 'utf8'))
    expect(sources).toEqual(expect.arrayContaining(['src/cli/main.ts', 'src/cli/run-clean.ts']))
    expect(await readFile(join(BUILT, 'cadence.cjs'), 'utf8')).toMatch(/function runCli/)
  })

  it('runs the TypeScript sources when asked to, with the same output', async () => {
    const built = await cadence(['clean', join(folder, 'android.txt')])
    const source = await cadence(['clean', join(folder, 'android.txt')], undefined, {
      CADENCE_FROM_SOURCE: '1',
    })
    expect(source).toEqual(built)
  })

  it('reads the file as bytes: a byte-order mark, Arabic digits and marks come through', async () => {
    const arabic = [
      '\ufeff[١٨\u200f/٣\u200f/٢٠٢٢\u060c ٢:٥٦:٠٠\u00a0م] Elon: مرحبا',
      '[٢٧\u200f/٣\u200f/٢٠٢٢\u060c ٩:٤١:٣٥\u00a0م] Dmitry: Hello',
      '',
    ].join('\r\n')
    await writeFile(join(folder, 'arabic.txt'), new TextEncoder().encode(arabic))
    const run = await cadence(['clean', join(folder, 'arabic.txt')])
    expect(run).toMatchObject({
      code: 0,
      stdout: '18/03/22, 14:56 - User 1\n27/03/22, 21:41 - User 2\n',
    })
  })

  it('unzips an iPhone export, from a file and from standard input, and refuses a false .zip', async () => {
    const zipped = zipSync({ '_chat.txt': strToU8(ANDROID), 'photo.jpg': new Uint8Array(8) })
    await writeFile(join(folder, 'chat.zip'), zipped)
    const fromFile = await cadence(['clean', join(folder, 'chat.zip')])
    const expected =
      '03/04/24, 21:15 - User 1\n03/04/24, 21:20 - User 2\n03/04/24, 21:21 - User 1\n'
    expect(fromFile).toMatchObject({ code: 0, stdout: expected })
    expect(await cadence(['clean', '-'], zipped)).toMatchObject({ code: 0, stdout: expected })

    await writeFile(join(folder, 'false.zip'), ANDROID)
    const notZip = await cadence(['clean', join(folder, 'false.zip')])
    expect(notZip).toMatchObject({ code: 1, stdout: '' })
    expect(notZip.stderr).toMatch(/named \.zip but is not a zip archive/)
  })

  it('cleans a file of megabytes, read in pieces, as the cleaner does it whole', async () => {
    // 60,000 messages and a 1.5 MB one: more than one piece, and a line longer than a piece.
    const lines = Array.from({ length: 60_000 }, (_, i) => {
      const day = 1 + (i % 28)
      const minute = String(i % 60).padStart(2, '0')
      const body = i === 30_000 ? 'é'.repeat(750_000) : 'on my way 🚲'
      return `${day}/0${1 + (i % 9)}/23, ${1 + (i % 12)}:${minute} PM - ${i % 3 ? 'Anna' : 'Ben'}: ${body}`
    })
    const raw = new TextEncoder().encode(`${lines.join('\n')}\n`)
    const big = join(folder, 'big.txt')
    await writeFile(big, raw)
    const whole = cleanExport(raw)
    const out = join(folder, 'big-clean.txt')
    const written = await cadence(['clean', big, '-o', out])
    expect(written.code).toBe(0)
    expect(written.stderr).toMatch(/^Cleaned 60,000 messages/)
    expect(await readFile(out, 'utf8')).toBe(whole.text)
    expect((await cadence(['clean', big])).stdout).toBe(whole.text)
  })

  it('says how many lines had an impossible time', async () => {
    const out = join(folder, 'impossible.txt')
    const raw =
      '[13/10/22 11:37:00 p.m.] A: x\n[14/10/22 13:37:00 a.m.] B: y\n[15/10/22 9:00:00 a.m.] B: z\n'
    const run = await cadence(['clean', '-', '-o', out], raw)
    expect(run.stderr).toBe(
      `Cleaned 2 messages (WhatsApp (iPhone): 2 senders, 1 line with an impossible date or time not read). Written to ${out}.\n`,
    )
  })
})

describe('cadence analyze', () => {
  it('prints a readable summary of a raw export, cleaned in memory', async () => {
    const run = await cadence(['analyze', join(folder, 'android.txt'), '--date-order', 'dmy'])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/^Cadence analysis, 2024-04-03 to 2024-04-03\n/)
    expect(run.stdout).toMatch(/Messages {12}3 \(you 2, them 1\)/)
    expect(run.stdout).toMatch(/Conversations {7}1\n/)
    expect(run.stdout).toMatch(/You initiate {8}100%/)
    expect(run.stdout).toMatch(/Response time {7}3 minutes on average/)
    expect(run.stdout).not.toMatch(/Anna|Ben|are you up/)
  })

  it('prints the full result with the gap analysis as JSON, from either side', async () => {
    const clean = '01/02/24, 10:00 - User 1\n01/02/24, 10:05 - User 2\n01/02/24, 10:06 - User 2\n'
    const run = await cadence(['analyze', '-', '--json', '--view-as', 'user2'], clean)
    expect(run.code).toBe(0)
    const json = JSON.parse(run.stdout)
    expect(json).toMatchObject({
      totalMessages: 3,
      initiationRate: 0,
      analysisData: { user1Messages: 2, user2Messages: 1, conversationsDetected: 1 },
      gapAnalysis: { connectionName: 'Standard input', connectionType: 'Friend' },
    })
  })

  it('fails with the text of docs/product.md §5 when no line is a message', async () => {
    const run = await cadence(
      ['analyze', '-'],
      '01/02/24, 10:00 - Messages and calls are end-to-end encrypted.\n',
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      'cadence: No valid chat messages found. Please check the file format.\n',
    )
  })
})
