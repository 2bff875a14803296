import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NEWS_PER_PAGE, newsLink, type NewsCard, type NewsPage } from '@site/contracts'
import { mockFetch } from '../test/mock-fetch'
import NewsPageView from './news'

const NEWS: NewsCard[] = Array.from({ length: 50 }, (_, i) => ({
  slug: `noticia-${i + 1}`,
  titulo: `Notícia número ${i + 1}`,
  resumo: `Resumo da notícia ${i + 1}`,
  // Noon in Brasília, newest first.
  publicadoEm: new Date(Date.UTC(2025, 5, 30 - (i % 28), 15)).toISOString(),
  capa: null,
}))
const pageCount = Math.ceil(NEWS.length / NEWS_PER_PAGE)

/** The server's answer: 6 a page, a page past the end clamped to the last. */
function serveNews() {
  return mockFetch(
    Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => i + 1).map((requested) => {
        const pagina = Math.min(requested, pageCount)
        const body: NewsPage = {
          itens: NEWS.slice((pagina - 1) * NEWS_PER_PAGE, pagina * NEWS_PER_PAGE),
          pagina,
          totalPaginas: pageCount,
          total: NEWS.length,
        }
        return [`GET /api/noticias?pagina=${requested}`, { body }]
      }),
    ),
  )
}

const renderNews = (entry = '/noticias') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <NewsPageView />
    </MemoryRouter>,
  )

const articles = () => screen.getAllByRole('article')
const pagination = () => within(screen.getByRole('navigation', { name: 'Páginas de notícias' }))

describe('News page', () => {
  beforeEach(() => {
    serveNews()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the first 6 items with dates as dd/mm/aaaa and Anterior disabled', async () => {
    renderNews()
    expect(await screen.findByRole('heading', { level: 2, name: `Página 1 de ${pageCount}` })).toBeInTheDocument()
    expect(articles()).toHaveLength(NEWS_PER_PAGE)
    expect(pagination().getByRole('button', { name: 'Anterior' })).toBeDisabled()
    expect(pagination().getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')
    expect(within(articles()[0] as HTMLElement).getByText('30/06/2025')).toBeInTheDocument()
  })

  it('gives every Ler mais link a name with the title, opening the news page on this site', async () => {
    renderNews()
    const first = NEWS[0]!
    const link = await screen.findByRole('link', { name: `Ler mais: ${first.titulo}` })
    expect(link).toHaveAttribute('href', newsLink(first.slug))
    expect(link).not.toHaveAttribute('target')
  })

  it('moves with Próximo and the numbered buttons, and disables Próximo on the last page', async () => {
    const user = userEvent.setup()
    renderNews()
    await screen.findByRole('heading', { level: 2, name: `Página 1 de ${pageCount}` })
    await user.click(pagination().getByRole('button', { name: 'Próximo' }))
    expect(await screen.findByRole('heading', { level: 2, name: `Página 2 de ${pageCount}` })).toHaveFocus()
    expect(screen.getByText(NEWS[NEWS_PER_PAGE]!.titulo)).toBeInTheDocument()
    expect(pagination().getByRole('button', { name: 'Anterior' })).toBeEnabled()

    expect(pagination().getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(pageCount)
    await user.click(pagination().getByRole('button', { name: `Página ${pageCount}` }))
    await screen.findByRole('heading', { level: 2, name: `Página ${pageCount} de ${pageCount}` })
    expect(pagination().getByRole('button', { name: 'Próximo' })).toBeDisabled()
    expect(pagination().getByRole('button', { name: `Página ${pageCount}` })).toHaveAttribute('aria-current', 'page')
    expect(articles()).toHaveLength(NEWS.length - (pageCount - 1) * NEWS_PER_PAGE)

    await user.click(pagination().getByRole('button', { name: 'Anterior' }))
    await screen.findByRole('heading', { level: 2, name: `Página ${pageCount - 1} de ${pageCount}` })
    expect(pagination().getByRole('button', { name: `Página ${pageCount - 1}` })).toHaveAttribute('aria-current', 'page')
  })

  it('opens the page given in the address and clamps an invalid one', async () => {
    renderNews('/noticias?pagina=999')
    expect(await screen.findByRole('heading', { level: 2, name: `Página ${pageCount} de ${pageCount}` })).toBeInTheDocument()
  })
})
