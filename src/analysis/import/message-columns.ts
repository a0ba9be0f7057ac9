// One column per field instead of one object per message: a 10 MB export holds
// ~165,000 messages, and six bytes each keep a phone's memory calm.

export class MessageColumns {
  length = 0
  /** Date fields as read; `first`/`second` become day/month once the order is known. */
  first: Uint8Array
  second: Uint8Array
  /** Two-digit year: the content-free format reads yy as 20yy (docs/product.md §5). */
  year: Uint8Array
  hour: Uint8Array
  minute: Uint8Array
  /** 1 or 2 */
  sender: Uint8Array
  /** The largest `first` and `second` pushed: whether each can be a month (date-order.ts). */
  firstMax = 0
  secondMax = 0

  constructor(capacity = 1024) {
    this.first = new Uint8Array(capacity)
    this.second = new Uint8Array(capacity)
    this.year = new Uint8Array(capacity)
    this.hour = new Uint8Array(capacity)
    this.minute = new Uint8Array(capacity)
    this.sender = new Uint8Array(capacity)
  }

  push(first: number, second: number, year: number, hour: number, minute: number, sender: number) {
    if (this.length === this.first.length) this.grow()
    const i = this.length++
    // Stored every time: a store V8 has seen run stays in the compiled loop.
    const firstMax = this.firstMax
    const secondMax = this.secondMax
    this.firstMax = first > firstMax ? first : firstMax
    this.secondMax = second > secondMax ? second : secondMax
    this.first[i] = first
    this.second[i] = second
    this.year[i] = year
    this.hour[i] = hour
    this.minute[i] = minute
    this.sender[i] = sender
  }

  private grow() {
    const size = Math.max(1024, this.first.length * 2)
    this.first = copyInto(this.first, size)
    this.second = copyInto(this.second, size)
    this.year = copyInto(this.year, size)
    this.hour = copyInto(this.hour, size)
    this.minute = copyInto(this.minute, size)
    this.sender = copyInto(this.sender, size)
  }
}

function copyInto(column: Uint8Array, size: number): Uint8Array {
  const bigger = new Uint8Array(size)
  bigger.set(column)
  return bigger
}
