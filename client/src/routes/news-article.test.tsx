import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages, type NewsArticle } from '@site/contracts'
import { mockFetch } from '../test/mock-fetch'
import NewsArticlePage from './news-article'

const ARTICLE: NewsArticle = {
  slug: 'novas-turmas',
  titulo: 'Novas turmas de inclusão digital',
  resumo: 'Aulas de celular.',
  corpo: '<p>As aulas começam <strong>segunda-feira</strong>.</p>',
  publicadoEm: '2025-06-18T13:00:00.000Z',
  capa: null,
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/noticias/:slug" element={<><NewsArticlePage /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  )

describe('News article page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the title, the date in Brasília, the body and the share buttons', async () => {
    mockFetch({ 'GET /api/noticias/novas-turmas': { body: ARTICLE } })
    renderAt('/noticias/novas-turmas')
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.titulo })).toBeInTheDocument()
    expect(screen.getByText('18/06/2025')).toBeInTheDocument()
    expect(screen.getByText('segunda-feira').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: /Compartilhar no WhatsApp/ })).toHaveAttribute('href', expect.stringContaining('https://wa.me/?text='))
    expect(screen.getByRole('button', { name: messages.news.copyLink })).toBeInTheDocument()
  })

  it('shows the site 404 page for a draft or unknown slug', async () => {
    mockFetch({ 'GET /api/noticias/rascunho': { status: 404, body: { mensagem: messages.news.notFound } } })
    renderAt('/noticias/rascunho')
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument()
  })

  it('moves to the current address when the server answered for an old slug', async () => {
    mockFetch({ 'GET /api/noticias/endereco-antigo': { body: ARTICLE }, 'GET /api/noticias/novas-turmas': { body: ARTICLE } })
    renderAt('/noticias/endereco-antigo')
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.titulo })).toBeInTheDocument()
    expect(screen.getByTestId('where')).toHaveTextContent('/noticias/novas-turmas')
  })
})
