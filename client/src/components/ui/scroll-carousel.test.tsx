import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScrollCarousel } from './scroll-carousel'

const scrollBy = vi.fn()

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

function renderCarousel() {
  render(
    <ScrollCarousel
      label="Atividades"
      items={['Palestras', 'Oficinas', 'Voluntariado']}
      itemKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
    />,
  )
}

beforeEach(() => {
  scrollBy.mockReset()
  // jsdom has no layout, so scrolling is observed through the call.
  HTMLElement.prototype.scrollBy = scrollBy
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ScrollCarousel', () => {
  it('scrolls the list 300 px right with Próximo and 300 px left with Anterior, smoothly', async () => {
    mockReducedMotion(false)
    const user = userEvent.setup()
    renderCarousel()
    await user.click(screen.getByRole('button', { name: /^próximo/i }))
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' })
    await user.click(screen.getByRole('button', { name: /^anterior/i }))
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' })
    expect(scrollBy.mock.contexts[0]).toBe(screen.getByRole('list'))
  })

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true)
    const user = userEvent.setup()
    renderCarousel()
    await user.click(screen.getByRole('button', { name: /^próximo/i }))
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'auto' })
  })
})
