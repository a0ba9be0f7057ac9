import { afterEach, describe, expect, it, vi } from 'vitest'
import { createInstallPause, installPausePlugin, LONGEST_INSTALL_PAUSE_MS } from './install-pause'

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe("the install's pause while a page analyses a chat", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lets the downloads go at once when no page is analysing', async () => {
    const pause = createInstallPause()
    expect(await settled(pause.whenQuiet())).toBe(true)
  })

  it('holds them while any page analyses, and lets them go when the last one is done', async () => {
    const pause = createInstallPause()
    pause.setAnalysing('page-a', true)
    pause.setAnalysing('page-b', true)
    const waiting = pause.whenQuiet()
    expect(await settled(waiting)).toBe(false)
    pause.setAnalysing('page-a', false)
    expect(await settled(waiting)).toBe(false)
    // A page saying it is busy again does not count twice.
    pause.setAnalysing('page-b', true)
    pause.setAnalysing('page-b', false)
    expect(await settled(waiting)).toBe(true)
    expect(await settled(pause.whenQuiet())).toBe(true)
  })

  it('ends a pause by itself when a page never says it is done', async () => {
    vi.useFakeTimers()
    const pause = createInstallPause()
    pause.setAnalysing('page-a', true)
    const waiting = pause.whenQuiet()
    vi.advanceTimersByTime(LONGEST_INSTALL_PAUSE_MS - 1)
    expect(await settled(waiting)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await settled(waiting)).toBe(true)
  })

  it('gives each analysis its own longest pause, from when it began', async () => {
    vi.useFakeTimers()
    const pause = createInstallPause({ longestMs: 1000 })
    pause.setAnalysing('page-a', true)
    vi.advanceTimersByTime(800)
    pause.setAnalysing('page-a', false)
    pause.setAnalysing('page-a', true)
    const waiting = pause.whenQuiet()
    vi.advanceTimersByTime(800)
    expect(await settled(waiting)).toBe(false)
    vi.advanceTimersByTime(200)
    expect(await settled(waiting)).toBe(true)
  })
})

describe("the install's downloads, held by the pause", () => {
  const request = new Request('https://cadence.test/assets/app.js')
  const willFetch = (type: string) => {
    const pause = createInstallPause()
    const plugin = installPausePlugin(pause)
    pause.setAnalysing('page-a', true)
    const fetched = plugin.requestWillFetch?.({
      request,
      event: new Event(type) as ExtendableEvent,
    })
    if (!fetched) throw new Error('the plugin holds no download')
    return { pause, fetched }
  }

  it('holds a download of the install until no page is analysing', async () => {
    const { pause, fetched } = willFetch('install')
    expect(await settled(fetched.then(() => undefined))).toBe(false)
    pause.setAnalysing('page-a', false)
    expect(await fetched).toBe(request)
  })

  it('never holds a file a page asks for', async () => {
    const { fetched } = willFetch('fetch')
    expect(await settled(fetched.then(() => undefined))).toBe(true)
    expect(await fetched).toBe(request)
  })
})
