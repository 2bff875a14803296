import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RevealOnScroll } from './reveal-on-scroll'

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void

/** Records the observer so the test can report how much of the element is visible. */
function mockIntersectionObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: () => void }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      callback: Callback
      options?: IntersectionObserverInit
      disconnect = vi.fn()
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.callback = callback
        this.options = options
        observers.push(this)
      }
      observe() {}
      unobserve() {}
    },
  )
  const report = (ratio: number) =>
    act(() => observers.at(-1)!.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]))
  return { observers, report }
}

const wrapper = () => screen.getByText('Projeto Golfinho').parentElement!

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('RevealOnScroll', () => {
  it('stays hidden below 10% visibility and appears once 10% is visible', () => {
    const { observers, report } = mockIntersectionObserver()
    render(
      <RevealOnScroll>
        <p>Projeto Golfinho</p>
      </RevealOnScroll>,
    )
    expect(observers[0]!.options).toEqual({ threshold: 0.1 })
    expect(wrapper()).toHaveAttribute('data-revealed', 'false')
    report(0.05)
    expect(wrapper()).toHaveAttribute('data-revealed', 'false')
    report(0.1)
    expect(wrapper()).toHaveAttribute('data-revealed', 'true')
    expect(wrapper()).toHaveClass('reveal--shown')
  })

  it('shows the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <RevealOnScroll>
        <p>Projeto Golfinho</p>
      </RevealOnScroll>,
    )
    expect(wrapper()).toHaveAttribute('data-revealed', 'true')
  })

  it('shows the content at once under reduced motion', () => {
    const { observers } = mockIntersectionObserver()
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }))
    render(
      <RevealOnScroll>
        <p>Projeto Golfinho</p>
      </RevealOnScroll>,
    )
    expect(wrapper()).toHaveAttribute('data-revealed', 'true')
    expect(observers).toHaveLength(0)
  })
})
