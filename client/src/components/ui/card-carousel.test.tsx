import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CardCarousel } from './card-carousel'

function renderCarousel(count: number) {
  const items = Array.from({ length: count }, (_, position) => `Projeto ${position + 1}`)
  render(
    <CardCarousel label="Projetos ativos" items={items} itemKey={(item) => item} renderItem={(item) => <p>{item}</p>} />,
  )
  return screen.getByRole('list')
}

const previousButton = () => screen.queryByRole('button', { name: /^anterior/i })
const nextButton = () => screen.queryByRole('button', { name: /^próximo/i })

describe('CardCarousel', () => {
  it('hides Anterior at the start and moves one card (300 px + 20 px gap) per click', async () => {
    const user = userEvent.setup()
    const track = renderCarousel(6)
    expect(previousButton()).toBeNull()
    expect(track.style.getPropertyValue('--card-carousel-offset')).toBe('0px')
    await user.click(nextButton()!)
    expect(track.style.getPropertyValue('--card-carousel-offset')).toBe('-320px')
    expect(previousButton()).toBeInTheDocument()
  })

  it('stops at count − 3 and hides Próximo there', async () => {
    const user = userEvent.setup()
    const track = renderCarousel(4)
    await user.click(nextButton()!)
    expect(track.style.getPropertyValue('--card-carousel-offset')).toBe('-320px')
    expect(nextButton()).toBeNull()
    expect(previousButton()).toHaveFocus()
  })

  it('comes back to the start and hides Anterior again', async () => {
    const user = userEvent.setup()
    const track = renderCarousel(4)
    await user.click(nextButton()!)
    await user.click(previousButton()!)
    expect(track.style.getPropertyValue('--card-carousel-offset')).toBe('0px')
    expect(previousButton()).toBeNull()
    expect(nextButton()).toHaveFocus()
  })

  it('shows no buttons when all cards fit', () => {
    renderCarousel(3)
    expect(previousButton()).toBeNull()
    expect(nextButton()).toBeNull()
  })
})
