import { describe, expect, it } from 'vitest'
import { isWorkerMessage } from './worker-messages'

describe('what a page may tell the service worker', () => {
  it('takes a take-over and a list of pages to keep', () => {
    expect(isWorkerMessage({ type: 'take-over' })).toBe(true)
    expect(isWorkerMessage({ type: 'keep-pages', paths: ['/welcome', '/de/cleaner'] })).toBe(true)
  })

  it('takes a page analysing a chat, or done with it', () => {
    expect(isWorkerMessage({ type: 'analysing', busy: true })).toBe(true)
    expect(isWorkerMessage({ type: 'analysing', busy: false })).toBe(true)
    expect(isWorkerMessage({ type: 'analysing', busy: 'yes' })).toBe(false)
    expect(isWorkerMessage({ type: 'analysing' })).toBe(false)
  })

  it('refuses anything else: other types, other origins, too many pages, no object at all', () => {
    expect(isWorkerMessage({ type: 'clear-everything' })).toBe(false)
    expect(isWorkerMessage({ type: 'keep-pages', paths: ['//elsewhere.example/x'] })).toBe(false)
    expect(isWorkerMessage({ type: 'keep-pages', paths: ['https://elsewhere.example/'] })).toBe(
      false,
    )
    expect(
      isWorkerMessage({ type: 'keep-pages', paths: Array.from({ length: 21 }, () => '/welcome') }),
    ).toBe(false)
    expect(isWorkerMessage({ type: 'keep-pages', paths: [1] })).toBe(false)
    expect(isWorkerMessage({ type: 'keep-pages' })).toBe(false)
    expect(isWorkerMessage('take-over')).toBe(false)
    expect(isWorkerMessage(null)).toBe(false)
  })
})
