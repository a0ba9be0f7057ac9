// The app merges classes with a cut-down tailwind-merge (tailwind-merge-config.ts); it must
// decide exactly as the full `twMerge` does for every class the code uses, alone and in pairs.
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { classTokens } from '#src/web/testing/class-tokens'
import { cn } from './cn'

const tokens = classTokens()

describe('cn', () => {
  it('finds the classes the code uses', () => {
    expect(tokens).toEqual(expect.arrayContaining(['px-4', 'sm:px-6', 'text-muted-foreground']))
  })

  it('keeps or drops every class alone as twMerge does', () => {
    const differing = tokens.filter(
      (token) => cn(`${token} ${token}`) !== twMerge(`${token} ${token}`),
    )
    expect(differing).toEqual([])
  })

  it('merges every pair of the classes the code uses as twMerge does', () => {
    // Words that are no class pass through both alike (the test above); pairs of classes remain.
    const classes = tokens.filter((token) => twMerge(`${token} ${token}`) === token)
    const differing: string[] = []
    for (const first of classes)
      for (const second of classes) {
        const pair = `${first} ${second}`
        if (cn(pair) !== twMerge(pair)) differing.push(pair)
      }
    expect(differing).toEqual([])
  })

  it('still lets a later class win, and joins conditional classes', () => {
    expect(cn('px-2 py-1', false, 'px-4')).toBe('py-1 px-4')
    expect(cn('text-sm text-muted-foreground', { 'text-lg': true })).toBe(
      'text-muted-foreground text-lg',
    )
  })
})
