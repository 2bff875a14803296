import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages, type AdminPage, type ContentRevision, type PageDraftInput } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import PageEditorScreen from './page-editor-screen'

const text = messages.pageEditor
const kinds = messages.sectionKinds
const fields = messages.sectionFields
const PAGE = '/api/admin/paginas/5'

const horta = (over: Partial<AdminPage> = {}): AdminPage => ({
  id: 5,
  caminho: '/projetos-ativos/horta',
  titulo: 'Horta Comunitária',
  modelo: 'projeto',
  fixa: false,
  estado: 'publicado',
  publicadoEm: '2026-11-20T12:00:00.000Z',
  alteracoesPendentes: false,
  atualizadoEm: '2026-11-20T12:00:00.000Z',
  rascunho: {
    titulo: 'Horta Comunitária',
    descricao: 'Canteiros cuidados pelos moradores do bairro.',
    imagemCompartilhamentoId: null,
    secoes: [
      { tipo: 'destaque', tituloInicio: 'Horta Comunitária', estilo: 'pagina' },
      { tipo: 'chamada', titulo: 'Participe', fundo: true, botoes: [{ rotulo: 'Fale conosco', link: '/contatoz', estilo: 'principal' }] },
      { tipo: 'numeros', titulo: 'Em números', fundo: false, itens: [{ valor: '30', rotulo: 'canteiros' }] },
    ],
  },
  avisos: [messages.sitePages.brokenLink('/contatoz')],
  ...over,
})

const revision = (id: number, titulo: string): ContentRevision => ({
  id,
  autor: 'clara',
  criadoEm: `2026-11-2${id}T13:00:00.000Z`,
  dados: { caminho: '/projetos-ativos/horta', ...horta().rascunho, titulo, secoes: [{ tipo: 'destaque', tituloInicio: titulo, estilo: 'pagina' }] },
})

/** The editor of page 5, answering with `page`; saves are echoed back as the new draft. */
function serve(page = horta(), extra: Parameters<typeof mockFetch>[0] = {}) {
  let current = page
  return mockFetch({
    [`GET ${PAGE}`]: () => ({ body: current }),
    [`GET ${PAGE}/revisoes`]: { body: [revision(2, 'Horta Comunitária'), revision(1, 'Horta')] },
    'GET /api/midia': { body: [] },
    [`PUT ${PAGE}`]: (call) => {
      const { caminho, ...rascunho } = call.body as PageDraftInput
      current = { ...current, caminho, titulo: rascunho.titulo, rascunho: rascunho as AdminPage['rascunho'], alteracoesPendentes: true }
      return { body: current }
    },
    ...extra,
  })
}

/** The sections' frames, in order (a role query over the whole editor is slow in jsdom). */
const sectionCards = () => [...document.querySelectorAll<HTMLElement>('.page-sections__list > li > fieldset')]

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A button of a section, named by its words and, for screen readers, the section's heading ("Remover seção (Seção 2: …)"). */
const sectionButton = (action: string, position: number, kind: string) =>
  within(sectionCards()[position - 1]!).getByRole('button', { name: new RegExp(`^${escaped(action)} ?\\(${escaped(text.sectionHeading(position, kind))}\\)$`) })
const legendOf = (group: HTMLElement) => group.querySelector('legend')!.textContent

signInForEachTest()
// The preview draws pictures as the public pages do, which ask a finished image to decode; jsdom has no decoder.
HTMLImageElement.prototype.decode ??= () => Promise.resolve()

describe('page editor', { timeout: 30_000 }, () => {
  it('moves a section with its buttons, says so to screen readers, keeps the focus on it, and saves the new order', async () => {
    const { calls } = serve()
    renderAt(<PageEditorScreen canEdit />, '/admin/paginas/5', '/admin/paginas/:id')
    await screen.findByRole('heading', { level: 1, name: text.editTitle('Horta Comunitária') })

    const moveDown = sectionButton(text.moveDown, 2, kinds.chamada)
    moveDown.focus()
    await userEvent.keyboard('{Enter}')

    expect(sectionCards().map(legendOf)).toEqual([
      text.sectionHeading(1, kinds.destaque),
      text.sectionHeading(2, kinds.numeros),
      text.sectionHeading(3, kinds.chamada),
    ])
    expect(screen.getByText(text.moved(kinds.chamada, 3, 3))).toBeInTheDocument()
    // At the bottom its "down" button is disabled: the focus stays on the section, on its "up" button.
    expect(document.activeElement).toBe(sectionButton(text.moveUp, 3, kinds.chamada))

    await userEvent.click(screen.getByRole('button', { name: text.save }))
    await screen.findByText(text.saved)
    const saved = calls.find((call) => call.method === 'PUT')!.body as PageDraftInput
    expect(saved.secoes.map((section) => section.tipo)).toEqual(['destaque', 'numeros', 'chamada'])
    expect(saved.caminho).toBe('/projetos-ativos/horta')
  })

  it('adds a section of a chosen kind and removes one only after asking', async () => {
    const { calls } = serve()
    renderAt(<PageEditorScreen canEdit />, '/admin/paginas/5', '/admin/paginas/:id')
    await screen.findByRole('heading', { level: 1, name: text.editTitle('Horta Comunitária') })

    await userEvent.selectOptions(screen.getByLabelText(text.newSectionKind), kinds.pessoas)
    await userEvent.click(screen.getByRole('button', { name: text.addSection }))
    const people = sectionCards()[3]!
    expect(legendOf(people)).toBe(text.sectionHeading(4, kinds.pessoas))
    await userEvent.click(within(people).getByLabelText(fields.nome))
    await userEvent.paste('Marta Ribeiro')

    await userEvent.click(sectionButton(text.removeSection, 3, kinds.numeros))
    const dialog = screen.getByRole('dialog', { name: text.removeSectionTitle })
    expect(within(dialog).getByText(text.removeSectionQuestion(3, kinds.numeros))).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: messages.admin.cancel }))
    expect(sectionCards()).toHaveLength(4)

    await userEvent.click(sectionButton(text.removeSection, 3, kinds.numeros))
    await userEvent.click(within(screen.getByRole('dialog', { name: text.removeSectionTitle })).getByRole('button', { name: text.removeConfirm }))
    expect(sectionCards().map(legendOf)).toEqual([
      text.sectionHeading(1, kinds.destaque),
      text.sectionHeading(2, kinds.chamada),
      text.sectionHeading(3, kinds.pessoas),
    ])
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: text.sectionsTitle }))

    await userEvent.click(screen.getByRole('button', { name: text.save }))
    await screen.findByText(text.saved)
    const saved = calls.find((call) => call.method === 'PUT')!.body as PageDraftInput
    expect(saved.secoes[2]).toEqual({ tipo: 'pessoas', itens: [{ nome: 'Marta Ribeiro' }] })
  })

  it('shows a link warning next to the field that holds the link, and the server’s field errors next to theirs', async () => {
    serve(horta(), {
      [`PUT ${PAGE}`]: {
        status: 400,
        body: { mensagem: messages.common.invalidRequest, issues: [{ campo: 'secoes.2.itens.0.valor', mensagem: messages.sitePages.valueRequired }] },
      },
    })
    renderAt(<PageEditorScreen canEdit />, '/admin/paginas/5', '/admin/paginas/:id')
    await screen.findByRole('heading', { level: 1, name: text.editTitle('Horta Comunitária') })

    const link = screen.getByLabelText(fields.link)
    expect(link).toHaveValue('/contatoz')
    expect(link).toHaveAccessibleDescription(expect.stringContaining(messages.sitePages.brokenLink('/contatoz')))

    const value = screen.getByLabelText(fields.valor)
    await userEvent.clear(value)
    await userEvent.click(screen.getByRole('button', { name: text.save }))
    await screen.findByText(messages.common.invalidRequest)
    expect(value).toHaveAccessibleDescription(messages.sitePages.valueRequired)
    expect(value).toHaveAttribute('aria-invalid', 'true')
  })

  it('asks again when the menu links to the page, and unpublishes it once confirmed', async () => {
    const where = messages.sitePages.linkedFromMenu('Menu principal › Projetos › Horta Comunitária')
    const { calls } = serve(horta(), {
      [`POST ${PAGE}/despublicar`]: { status: 409, body: { mensagem: where } },
      [`POST ${PAGE}/despublicar?confirmar=sim`]: { body: horta({ estado: 'rascunho', publicadoEm: null }) },
    })
    renderAt(<PageEditorScreen canEdit />, '/admin/paginas/5', '/admin/paginas/:id')
    await userEvent.click(await screen.findByRole('button', { name: text.unpublish }))
    await userEvent.click(within(screen.getByRole('dialog', { name: text.unpublishTitle })).getByRole('button', { name: text.unpublish }))

    const question = await screen.findByRole('dialog', { name: text.menuConfirmTitle })
    expect(within(question).getByText(where)).toBeInTheDocument()
    await userEvent.click(within(question).getByRole('button', { name: text.menuConfirm }))

    await screen.findByText(text.unpublished)
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`${PAGE}/despublicar`, `${PAGE}/despublicar?confirmar=sim`])
    expect(screen.queryByRole('button', { name: text.unpublish })).not.toBeInTheDocument()
  })

  it('saves what is on screen before publishing, and schedules for the moment chosen', async () => {
    const published: unknown[] = []
    const { calls } = serve(horta(), {
      [`POST ${PAGE}/publicar`]: (call) => {
        published.push(call.body)
        return { body: horta({ estado: (call.body as { publicarEm?: string }).publicarEm ? 'agendado' : 'publicado' }) }
      },
    })
    renderAt(<PageEditorScreen canEdit />, '/admin/paginas/5', '/admin/paginas/:id')
    const title = await screen.findByLabelText(text.pageTitleLabel)
    await userEvent.click(title)
    await userEvent.paste(' do Bairro')
    await userEvent.click(screen.getByRole('button', { name: text.publish }))
    await screen.findByText(text.published)
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual(['PUT', 'POST'])
    expect((calls.find((call) => call.method === 'PUT')!.body as PageDraftInput).titulo).toBe('Horta Comunitária do Bairro')

    await userEvent.click(screen.getByRole('button', { name: text.schedule }))
    expect(screen.getByLabelText(text.scheduleLabel)).toHaveAccessibleDescription(text.scheduleRequired)
    await userEvent.type(screen.getByLabelText(text.scheduleLabel), '2027-01-15T09:30')
    await userEvent.click(screen.getByRole('button', { name: text.schedule }))
    await waitFor(() => expect(published).toHaveLength(2))
    expect(published[1]).toEqual({ publicarEm: new Date('2027-01-15T09:30').toISOString() })
  })

  it('compares a revision section by section and restores it', async () => {
    const { calls } = serve(horta(), { [`POST ${PAGE}/revisoes/1/restaurar`]: { body: horta() } })
    renderAt(<PageEditorScreen canEdit />, '/admin/paginas/5', '/admin/paginas/:id')
    const panel = await screen.findByRole('region', { name: messages.contentHistory.revisionsTitle })
    const [, oldest] = within(panel).getAllByRole('listitem')
    await userEvent.click(within(oldest!).getByRole('button', { name: new RegExp(`^${messages.contentHistory.compare}`) }))
    const row = within(oldest!).getByRole('row', { name: new RegExp(`^${text.revisionSection(1)}`) })
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      text.sectionSummary(kinds.destaque, 'Horta Comunitária · pagina'),
      text.sectionSummary(kinds.destaque, 'Horta · pagina'),
    ])
    await userEvent.click(within(oldest!).getByRole('button', { name: new RegExp(`^${messages.contentHistory.restore}`) }))
    await userEvent.click(within(screen.getByRole('dialog', { name: messages.contentHistory.restoreTitle })).getByRole('button', { name: messages.contentHistory.restore }))
    await screen.findByText(messages.contentHistory.restored)
    expect(calls.some((call) => call.method === 'POST' && call.path === `${PAGE}/revisoes/1/restaurar`)).toBe(true)
  })

  it('lets Secretaria read a page with no button that changes it', async () => {
    serve()
    renderAt(<PageEditorScreen canEdit={false} />, '/admin/paginas/5', '/admin/paginas/:id')
    expect(await screen.findByLabelText(text.pageTitleLabel)).toBeDisabled()
    expect(screen.getByText(text.readOnly)).toBeInTheDocument()
    for (const name of [text.save, text.publish, text.unpublish, text.trash, text.addSection]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
    expect(screen.queryByRole('button', { name: new RegExp(`^${text.moveDown}`) })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: new RegExp(`^${messages.contentHistory.restore}`) })).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: new RegExp(`^${messages.contentHistory.compare}`) }).length).toBeGreaterThan(0)
  })
})
