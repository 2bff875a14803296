import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages, type AdminPage, type AdminPageSummary, type TrashItem } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderRouted } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import PagesScreen from './pages-screen'

const text = messages.pageEditor
const states = messages.sitePages.states

const summary = (id: number, titulo: string, caminho: string, over: Partial<AdminPageSummary> = {}): AdminPageSummary => ({
  id,
  caminho,
  titulo,
  modelo: 'projeto',
  fixa: false,
  estado: 'publicado',
  publicadoEm: '2026-11-20T12:00:00.000Z',
  alteracoesPendentes: false,
  atualizadoEm: '2026-11-21T12:00:00.000Z',
  ...over,
})

const PAGES = [
  summary(1, 'A Fundação', '/instituição', { fixa: true, modelo: 'fixa', alteracoesPendentes: true }),
  summary(2, 'Horta Comunitária', '/projetos-ativos/horta-comunitaria', { estado: 'rascunho', publicadoEm: null, alteracoesPendentes: true }),
  summary(3, 'Curso de Libras', '/cursos/libras', { estado: 'agendado', publicadoEm: '2027-01-15T12:30:00.000Z' }),
]

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!

signInForEachTest()

describe('pages list', { timeout: 20_000 }, () => {
  it('shows each page with its situation, and finds pages by title or address without accents, keeping the search in the address', async () => {
    mockFetch({ 'GET /api/admin/paginas': { body: PAGES }, 'GET /api/admin/lixeira/paginas': { body: [] } })
    const { address } = renderRouted(<PagesScreen canEdit />, '/admin/paginas')
    await screen.findByRole('link', { name: 'A Fundação' })

    expect(within(rowOf('A Fundação')).getByText(states.publicado)).toBeInTheDocument()
    expect(within(rowOf('A Fundação')).getByText(text.pendingChanges)).toBeInTheDocument()
    expect(within(rowOf('A Fundação')).getByText(text.fixedBadge)).toBeInTheDocument()
    expect(within(rowOf('Horta Comunitária')).getByText(states.rascunho)).toBeInTheDocument()
    expect(within(rowOf('Horta Comunitária')).queryByText(text.pendingChanges)).not.toBeInTheDocument()
    expect(within(rowOf('Curso de Libras')).getByText(states.agendado)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Horta Comunitária' })).toHaveAttribute('href', '/admin/paginas/2')

    await userEvent.type(screen.getByLabelText(text.searchLabel), 'instituicao')
    await waitFor(() => expect(address()).toBe('/admin/paginas?busca=instituicao'))
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['A Fundação'])
  })

  it('creates a page from a template under a chosen section and opens its editor', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/paginas': { body: PAGES },
      'GET /api/admin/lixeira/paginas': { body: [] },
      'POST /api/admin/paginas': (call) => ({ status: 201, body: { ...summary(9, 'Projeto Horta', '/projetos-ativos/horta'), ...(call.body as object) } as AdminPage }),
    })
    const { address } = renderRouted(<PagesScreen canEdit />, '/admin/paginas')
    await userEvent.click(await screen.findByRole('button', { name: text.newButton }))
    const dialog = screen.getByRole('dialog', { name: text.newTitle })
    await userEvent.selectOptions(within(dialog).getByLabelText(text.templateLabel), messages.sitePages.templates.curso)
    await userEvent.type(within(dialog).getByLabelText(text.pageTitleLabel), 'Curso de Libras')
    await userEvent.selectOptions(within(dialog).getByLabelText(text.parentLabel), '/cursos')
    await userEvent.type(within(dialog).getByLabelText(text.segmentLabel), 'libras')
    await userEvent.click(within(dialog).getByRole('button', { name: text.create }))

    await waitFor(() => expect(address()).toBe('/admin/paginas/9'))
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ modelo: 'curso', titulo: 'Curso de Libras', pai: '/cursos', segmento: 'libras' })
  })

  it('says what the server refused in the new page dialog, which stays open', async () => {
    mockFetch({
      'GET /api/admin/paginas': { body: PAGES },
      'GET /api/admin/lixeira/paginas': { body: [] },
      'POST /api/admin/paginas': { status: 409, body: { mensagem: messages.sitePages.pathTaken } },
    })
    renderRouted(<PagesScreen canEdit />, '/admin/paginas')
    await userEvent.click(await screen.findByRole('button', { name: text.newButton }))
    const dialog = screen.getByRole('dialog', { name: text.newTitle })
    await userEvent.type(within(dialog).getByLabelText(text.pageTitleLabel), 'Horta')
    await userEvent.type(within(dialog).getByLabelText(text.segmentLabel), 'horta-comunitaria')
    await userEvent.click(within(dialog).getByRole('button', { name: text.create }))
    expect(await within(dialog).findByText(messages.sitePages.pathTaken)).toBeInTheDocument()
  })

  it('restores a page from the trash', async () => {
    let trash: TrashItem[] = [{ tipo: 'pagina', id: 4, titulo: 'Projeto Antigo', excluidoEm: '2026-11-20T12:00:00.000Z', expiraEm: '2026-12-20T12:00:00.000Z' }]
    const { calls } = mockFetch({
      'GET /api/admin/paginas': { body: PAGES },
      'GET /api/admin/lixeira/paginas': () => ({ body: trash }),
      'POST /api/admin/lixeira/paginas/4/restaurar': () => {
        trash = []
        return { status: 204 }
      },
    })
    renderRouted(<PagesScreen canEdit />, '/admin/paginas')
    await userEvent.click(await screen.findByRole('button', { name: /Projeto Antigo/ }))
    await screen.findByText(messages.contentHistory.restoredFromTrash)
    expect(calls.some((call) => call.path === '/api/admin/lixeira/paginas/4/restaurar')).toBe(true)
    await screen.findByText(messages.contentHistory.trashEmpty)
  })

  it('shows Secretaria the list with neither "Nova página" nor the trash', async () => {
    mockFetch({ 'GET /api/admin/paginas': { body: PAGES }, 'GET /api/admin/lixeira/paginas': { body: [] } })
    renderRouted(<PagesScreen canEdit={false} />, '/admin/paginas')
    await screen.findByRole('link', { name: 'A Fundação' })
    expect(screen.getByText(text.readOnly)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: text.newButton })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: messages.contentHistory.trashTitle })).not.toBeInTheDocument()
  })
})
