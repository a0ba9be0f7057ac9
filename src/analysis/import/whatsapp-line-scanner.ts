// Runs the WebAssembly line scanner (whatsapp-line-scanner.wat) for the cleaner
// of a file read in pieces (clean-whatsapp.ts): it copies each piece into the
// module's memory, keeps the scan's counts and the authors' spellings in step
// with the module's, and collects the messages both read in staging columns, in
// the file's order. A line the module leaves is read by the JavaScript as before.

import { MONTH_DAYS, templateLines } from './content-free-writer'
import type { DateOrder } from './date-order'
import { MessageColumns } from './message-columns'
import type { SenderRegistry } from './sender-registry'
import { MONTH_INITIAL } from './whatsapp-header-start'
import { LINE_SCANNER_WASM } from './whatsapp-line-scanner-wasm'
import type { WhatsAppScan } from './whatsapp-scan'
import { NOTICE_OPENING_BYTES, OPENING_FIRST_CHARACTERS } from './whatsapp-system-lines'

// The state block's 32-bit fields, as the .wat lists them.
const PIECE = 0
const PIECE_LENGTH = 1
const HEADERS = 2
const YEAR_FIRST = 3
const LAST_YEAR = 4
const US_CLOCK = 5
const STAGE_LENGTH = 6
const STAGE_CAPACITY = 7
const FIRST_MAX = 8
const SECOND_MAX = 9
const STAGE = 10
const SPELLINGS = 11
const SPELLING_COUNT = 12
const PHRASES = 13
const PHRASE_COUNT = 14
const OPENING_FIRST = 15
const MONTH_INITIAL_TABLE = 16
const COLUMNS = 17
const COUNT = 18
const DAYS_SECOND = 19
const LABELS = 20
const OUT = 21
const OUT_LINES = 22
const MONTH_DAYS_AT = 23
const NEXT = 24
const WRITTEN = 25
const LAYOUT = 26

// Where things are in the module's memory.
const OPENING_FIRST_AT = 128
const MONTH_INITIAL_AT = 256
const PHRASES_AT = 384
const SPELLINGS_AT = 4096
/** Entries of three 32-bit fields: address, length, user number. */
const ENTRY_BYTES = 12
const MOST_SPELLINGS = 256
const STAGE_AT = 65_536
/** Zeros after the piece: the module reads a line's first bytes and 16 at a time past its end. */
const PADDING = 256
const PAGE = 65_536
/** Content-free lines written into the module's buffer at a time. */
const LINES_PER_BUFFER = 4096
/**
 * Staging room for a message every 8 bytes of a piece: more than a piece can hold, a header alone
 * being longer (and `roomyStage` empties a full stage anyway).
 */
const FEWEST_BYTES_PER_LINE = 8

let compiled: WebAssembly.Module | null | undefined

/** The module, compiled once; null where WebAssembly is not available. */
function scannerModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Uint8Array.from(atob(LINE_SCANNER_WASM), byteOf))
    } catch {
      compiled = null
    }
  }
  return compiled
}

function byteOf(character: string): number {
  return character.charCodeAt(0)
}

function isExportedFunction(value: unknown): value is (from: number) => number {
  return typeof value === 'function'
}

function roundUp16(n: number): number {
  return Math.ceil(n / 16) * 16
}

export class LineScanner {
  private state: Int32Array
  private bytes: Uint8Array
  private spellingsWritten = 0
  /** Where the messages of the piece go, from the module and the JavaScript alike. */
  private stage = new MessageColumns(0)

  private constructor(
    private readonly memory: WebAssembly.Memory,
    private readonly scanFrom: (from: number) => number,
    private readonly writeFrom: (index: number) => number,
  ) {
    this.state = new Int32Array(memory.buffer, 0, 32)
    this.bytes = new Uint8Array(memory.buffer)
    this.writeTables()
  }

  /** A scanner with memory of its own, or null where WebAssembly is not available. */
  static create(): LineScanner | null {
    const module = scannerModule()
    if (module === null) return null
    const { exports } = new WebAssembly.Instance(module, {})
    const { memory, scan, write } = exports
    if (!(memory instanceof WebAssembly.Memory)) return null
    if (!isExportedFunction(scan) || !isExportedFunction(write)) return null
    return new LineScanner(memory, scan, write)
  }

  /** Copies a piece of the file into the module's memory, with empty staging columns. */
  load(piece: Uint8Array): void {
    const capacity = Math.ceil(piece.length / FEWEST_BYTES_PER_LINE) + 64
    const pieceAt = roundUp16(STAGE_AT + 6 * capacity)
    const needed = pieceAt + piece.length + PADDING
    this.reserve(needed)
    this.bytes.set(piece, pieceAt)
    this.bytes.fill(0, pieceAt + piece.length, needed)
    const { state } = this
    state[PIECE] = pieceAt
    state[PIECE_LENGTH] = piece.length
    state[STAGE] = STAGE_AT
    state[STAGE_CAPACITY] = capacity
    this.stage = new MessageColumns(capacity, this.memory.buffer, STAGE_AT)
  }

  /**
   * Reads the piece's lines from offset `from` in the module, counting into `counts`; the
   * offset of the first line it leaves to the JavaScript, or the piece's length.
   */
  scan(counts: WhatsAppScan, from: number): number {
    const { state, stage } = this
    if (counts.senders.spellingCount !== this.spellingsWritten) this.writeSpellings(counts.senders)
    state[HEADERS] = counts.headers
    state[YEAR_FIRST] = counts.yearFirst ? 1 : 0
    state[LAST_YEAR] = counts.lastYear
    state[US_CLOCK] = counts.usClock ? 1 : 0
    state[LAYOUT] = counts.layout
    state[STAGE_LENGTH] = stage.length
    state[FIRST_MAX] = stage.firstMax
    state[SECOND_MAX] = stage.secondMax
    const stopped = this.scanFrom(from)
    counts.headers = state[HEADERS] ?? 0
    counts.yearFirst = state[YEAR_FIRST] === 1
    counts.lastYear = state[LAST_YEAR] ?? 0
    counts.usClock = state[US_CLOCK] === 1
    stage.length = state[STAGE_LENGTH] ?? 0
    stage.firstMax = state[FIRST_MAX] ?? 0
    stage.secondMax = state[SECOND_MAX] ?? 0
    return stopped
  }

  /** The staging columns with room for one more message: emptied into `columns` when full. */
  roomyStage(columns: MessageColumns): MessageColumns {
    if (this.stage.length === this.stage.first.length) this.flush(columns)
    return this.stage
  }

  /** Moves the staged messages to the end of `columns`. */
  flush(columns: MessageColumns): void {
    columns.append(this.stage)
    this.stage.length = 0
    this.stage.firstMax = 0
    this.stage.secondMax = 0
  }

  /**
   * writeContentFreePieces (content-free-writer.ts) in the module: the content-free lines of
   * `columns` read in `order`, handed to `write` a buffer at a time; the messages written.
   */
  writeContentFree(
    columns: MessageColumns,
    order: DateOrder,
    labels: Uint8Array | null,
    write: (bytes: Uint8Array) => void,
  ): number {
    const count = columns.length
    const monthDaysAt = roundUp16(STAGE_AT + 6 * count)
    const labelsAt = monthDaysAt + MONTH_DAYS.length
    const outAt = roundUp16(labelsAt + 16)
    const template = templateLines(LINES_PER_BUFFER)
    this.reserve(outAt + template.length)
    const { bytes, state } = this
    const { first, second, year, hour, minute, sender } = columns
    const column = (values: Uint8Array, n: number) =>
      bytes.set(values.subarray(0, count), STAGE_AT + n * count)
    column(first, 0)
    column(second, 1)
    column(year, 2)
    column(hour, 3)
    column(minute, 4)
    column(sender, 5)
    bytes.set(MONTH_DAYS, monthDaysAt)
    if (labels) bytes.set(labels.subarray(0, 3), labelsAt)
    bytes.set(template, outAt)
    state[COLUMNS] = STAGE_AT
    state[COUNT] = count
    state[DAYS_SECOND] = order === 'dmy' ? 0 : 1
    state[LABELS] = labels ? labelsAt : 0
    state[OUT] = outAt
    state[OUT_LINES] = LINES_PER_BUFFER
    state[MONTH_DAYS_AT] = monthDaysAt
    state[WRITTEN] = 0
    for (let index = 0; index < count; ) {
      const length = this.writeFrom(index)
      index = state[NEXT] ?? count
      if (length > 0) write(bytes.subarray(outAt, outAt + length))
    }
    return state[WRITTEN] ?? 0
  }

  /** Memory up to `end`, grown if need be (which replaces the views of it). */
  private reserve(end: number) {
    const size = this.memory.buffer.byteLength
    if (end <= size) return
    this.memory.grow(Math.ceil((end - size) / PAGE))
    this.state = new Int32Array(this.memory.buffer, 0, 32)
    this.bytes = new Uint8Array(this.memory.buffer)
  }

  /** The notice openings and the month capitals, which never change. */
  private writeTables() {
    const { state, bytes } = this
    const openings = NOTICE_OPENING_BYTES.map((phrase) => ({ bytes: phrase, number: 0 }))
    const fitting = this.writeEntries(openings, PHRASES_AT, SPELLINGS_AT)
    if (fitting < openings.length)
      throw new Error('The notice openings do not fit the line scanner.')
    bytes.set(OPENING_FIRST_CHARACTERS, OPENING_FIRST_AT)
    bytes.set(MONTH_INITIAL, MONTH_INITIAL_AT)
    state[PHRASES] = PHRASES_AT
    state[PHRASE_COUNT] = openings.length
    state[OPENING_FIRST] = OPENING_FIRST_AT
    state[MONTH_INITIAL_TABLE] = MONTH_INITIAL_AT
    state[SPELLINGS] = SPELLINGS_AT
    state[SPELLING_COUNT] = 0
  }

  /**
   * The spellings seen so far, in the registry's order. Those that do not fit are left out:
   * the module then leaves their lines to the JavaScript, which finds the same first match.
   */
  private writeSpellings(senders: SenderRegistry) {
    const most = Math.min(senders.spellingCount, MOST_SPELLINGS)
    const spellings = Array.from({ length: most }, (_, i) => senders.spellingAt(i))
    this.state[SPELLING_COUNT] = this.writeEntries(spellings, SPELLINGS_AT, STAGE_AT)
    this.spellingsWritten = senders.spellingCount
  }

  /**
   * Entries (address, length, user number) from `at` for `items` in order, their bytes right
   * after the entries, as long as they end before `end`; how many were written.
   */
  private writeEntries(items: { bytes: Uint8Array; number: number }[], at: number, end: number) {
    const view = new DataView(this.memory.buffer)
    let free = at + items.length * ENTRY_BYTES
    let count = 0
    for (const { bytes, number } of items) {
      if (free + bytes.length > end) break
      const entry = at + count * ENTRY_BYTES
      view.setInt32(entry, free, true)
      view.setInt32(entry + 4, bytes.length, true)
      view.setInt32(entry + 8, number, true)
      this.bytes.set(bytes, free)
      free += bytes.length
      count++
    }
    return count
  }
}
