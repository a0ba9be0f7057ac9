// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { Slot } from './slot'

describe('Slot', () => {
  it('renders the child with the props merged: classes joined, styles merged, child wins', () => {
    render(
      <Slot className="a" style={{ color: 'red', margin: 1 }} title="slot" aria-label="from slot">
        <a href="/x" className="b" style={{ color: 'blue' }} title="child">
          Read the guide
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/x')
    expect(link.className).toBe('a b')
    expect(link.style.color).toBe('blue')
    expect(link.style.margin).toBe('1px')
    expect(link.getAttribute('title')).toBe('child')
    expect(link.getAttribute('aria-label')).toBe('from slot')
  })

  it('runs both click handlers, the child first, and sets both refs', () => {
    const calls: string[] = []
    const slotRef = createRef<HTMLElement>()
    const childRef = createRef<HTMLButtonElement>()
    render(
      <Slot ref={slotRef} onClick={() => calls.push('slot')}>
        <button type="button" ref={childRef} onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(calls).toEqual(['child', 'slot'])
    expect(slotRef.current).toBe(screen.getByRole('button'))
    expect(childRef.current).toBe(screen.getByRole('button'))
  })

  it('gives a Button asChild its styling on the child element', () => {
    const onClick = vi.fn()
    render(
      <Button asChild variant="outline" className="w-full">
        <a href="/signup" onClick={onClick}>
          Sign Up
        </a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Sign Up' })
    expect(link.className).toContain('border-input')
    expect(link.className).toContain('w-full')
    expect(screen.queryByRole('button')).toBeNull()
    fireEvent.click(link)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
