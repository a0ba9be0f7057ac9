// @vitest-environment jsdom
// A part the server rendered waits for its code until it comes near or the visitor interacts.
// The interaction may come before the part asks (while the page is being hydrated): it must
// still count, or the part would wait for a second one and hold back every move in the app.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** An IntersectionObserver whose callback the test calls, standing in for the browser's. */
class ObserverStandIn {
  static all: ObserverStandIn[] = []
  disconnected = false
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    ObserverStandIn.all.push(this)
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
}

async function freshModule() {
  vi.resetModules()
  return import('./when-needed')
}

function settled(promise: Promise<void>): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((r) => setTimeout(r, 0, false)),
  ])
}

beforeEach(() => {
  ObserverStandIn.all = []
  vi.stubGlobal('IntersectionObserver', ObserverStandIn)
  document.body.innerHTML = '<footer id="part">links</footer>'
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('whenNeeded', () => {
  it('waits while the part is far away and nobody has interacted', async () => {
    const { whenNeeded } = await freshModule()
    const needed = whenNeeded('part')
    expect(await settled(needed)).toBe(false)
    ObserverStandIn.all[0]?.callback([{ isIntersecting: false }])
    expect(await settled(needed)).toBe(false)
  })

  it('resolves when the part comes near, and stops observing', async () => {
    const { whenNeeded } = await freshModule()
    const needed = whenNeeded('part')
    ObserverStandIn.all[0]?.callback([{ isIntersecting: true }])
    expect(await settled(needed)).toBe(true)
    expect(ObserverStandIn.all[0]?.disconnected).toBe(true)
  })

  it('resolves on the first click after the call', async () => {
    const { whenNeeded } = await freshModule()
    const needed = whenNeeded('part')
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(await settled(needed)).toBe(true)
  })

  it('resolves at once when the visitor interacted before the call', async () => {
    const { whenNeeded } = await freshModule()
    window.dispatchEvent(new Event('keydown'))
    expect(await settled(whenNeeded('part'))).toBe(true)
    expect(ObserverStandIn.all).toHaveLength(0)
  })

  it("resolves at once when the browser records a tap from before the app's code ran", async () => {
    const { whenNeeded } = await freshModule()
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: true, isActive: false } })
    expect(await settled(whenNeeded('part'))).toBe(true)
  })

  it('resolves at once for a part the server did not render', async () => {
    const { whenNeeded } = await freshModule()
    expect(await settled(whenNeeded('no-such-part'))).toBe(true)
  })
})
