import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FeaturedCarousel } from './featured-carousel'

const items = ['Longevidade Ativa', 'Voluntariado', 'Bombeiro Mirim']

function renderCarousel() {
  render(
    <FeaturedCarousel
      label="Programas em destaque"
      items={items}
      itemKey={(item) => item}
      itemName={(item) => item}
      renderItem={(item) => <h3>{item}</h3>}
    />,
  )
}

const visibleTitle = () => screen.getByRole('heading', { level: 3 }).textContent

describe('FeaturedCarousel', () => {
  it('shows only the first slide, labelled as a carousel that announces changes', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'Programas em destaque' })
    expect(region).toHaveAttribute('aria-roledescription', 'carrossel')
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1)
    expect(visibleTitle()).toBe('Longevidade Ativa')
    expect(screen.getByRole('group', { name: '1 de 3: Longevidade Ativa' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    )
  })

  it('goes from the last slide back to the first with Próximo', async () => {
    const user = userEvent.setup()
    renderCarousel()
    const next = screen.getByRole('button', { name: /^próximo/i })
    await user.click(next)
    expect(visibleTitle()).toBe('Voluntariado')
    await user.click(next)
    expect(visibleTitle()).toBe('Bombeiro Mirim')
    await user.click(next)
    expect(visibleTitle()).toBe('Longevidade Ativa')
  })

  it('goes from the first slide to the last with Anterior', async () => {
    const user = userEvent.setup()
    renderCarousel()
    await user.click(screen.getByRole('button', { name: /^anterior/i }))
    expect(visibleTitle()).toBe('Bombeiro Mirim')
  })

  it('jumps to a slide with its dot and marks that dot as current', async () => {
    const user = userEvent.setup()
    renderCarousel()
    expect(screen.getByRole('button', { name: 'Mostrar Longevidade Ativa' })).toHaveAttribute('aria-current', 'true')
    const dot = screen.getByRole('button', { name: 'Mostrar Bombeiro Mirim' })
    await user.click(dot)
    expect(visibleTitle()).toBe('Bombeiro Mirim')
    expect(dot).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Mostrar Longevidade Ativa' })).not.toHaveAttribute('aria-current')
  })
})
