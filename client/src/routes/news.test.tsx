import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { NEWS_PER_PAGE } from '@site/contracts'
import { NEWS } from '../content/news'
import NewsPage from './news'

const renderNews = (entry = '/noticias') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <NewsPage />
    </MemoryRouter>,
  )

const articles = () => screen.getAllByRole('article')
const pagination = () => within(screen.getByRole('navigation', { name: 'Páginas de notícias' }))
const pageCount = Math.ceil(NEWS.length / NEWS_PER_PAGE)

describe('News page', () => {
  it('shows the first 6 items with dates as dd/mm/aaaa and Anterior disabled', () => {
    renderNews()
    expect(NEWS.length).toBeGreaterThanOrEqual(48)
    expect(articles()).toHaveLength(NEWS_PER_PAGE)
    expect(pagination().getByRole('button', { name: 'Anterior' })).toBeDisabled()
    expect(pagination().getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')
    const [year, month, day] = (NEWS[0]?.data ?? '').split('-')
    expect(within(articles()[0] as HTMLElement).getByText(`${day}/${month}/${year}`)).toBeInTheDocument()
  })

  it('gives every Ler mais link a name with the title, opening in a new tab', () => {
    renderNews()
    const first = NEWS[0]
    const link = screen.getByRole('link', { name: `Ler mais: ${first?.titulo} (abre em nova aba)` })
    expect(link).toHaveAttribute('href', first?.url)
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('moves with Próximo and the numbered buttons, and disables Próximo on the last page', async () => {
    const user = userEvent.setup()
    renderNews()
    await user.click(pagination().getByRole('button', { name: 'Próximo' }))
    expect(screen.getByRole('heading', { level: 2, name: `Página 2 de ${pageCount}` })).toHaveFocus()
    expect(screen.getByText(NEWS[NEWS_PER_PAGE]?.titulo ?? '')).toBeInTheDocument()
    expect(pagination().getByRole('button', { name: 'Anterior' })).toBeEnabled()

    expect(pagination().getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(pageCount)
    await user.click(pagination().getByRole('button', { name: `Página ${pageCount}` }))
    expect(pagination().getByRole('button', { name: 'Próximo' })).toBeDisabled()
    expect(pagination().getByRole('button', { name: `Página ${pageCount}` })).toHaveAttribute('aria-current', 'page')
    expect(articles()).toHaveLength(NEWS.length - (pageCount - 1) * NEWS_PER_PAGE)

    await user.click(pagination().getByRole('button', { name: 'Anterior' }))
    expect(pagination().getByRole('button', { name: `Página ${pageCount - 1}` })).toHaveAttribute('aria-current', 'page')
  })

  it('opens the page given in the address and clamps an invalid one', () => {
    renderNews('/noticias?pagina=999')
    expect(screen.getByRole('heading', { level: 2, name: `Página ${pageCount} de ${pageCount}` })).toBeInTheDocument()
  })
})
