import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { messages, type Registration } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt, renderRouted } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import RegistrationsScreen from './registrations-screen'

const text = messages.adminRegistrations

const make = (id: number, titulo: string, extra: Partial<Registration> = {}): Registration => ({
  id,
  nome: `Pessoa ${id}`,
  email: `pessoa${id}@exemplo.org`,
  telefone: `(11) 9000-${String(id).padStart(4, '0')}`,
  titulo,
  comoConheceu: 'Amigos',
  criadoEm: '2025-05-01T12:00:00.000Z',
  protocolo: `INS-2025-${String(id).padStart(6, '0')}`,
  ...extra,
})

// 12 for 'Saúde', 3 for 'Finanças', one without an event.
const list = [
  ...Array.from({ length: 12 }, (_, index) => make(index + 1, 'Saúde na Maturidade')),
  make(13, 'Finanças Pessoais', { nome: 'Maria Saúde' }),
  make(14, 'Finanças Pessoais'),
  make(15, 'Finanças Pessoais'),
  make(16, ''),
]

const events = { Eventos: [{ titulo: 'Saúde na Maturidade' }, { titulo: 'Finanças Pessoais' }, { titulo: 'Oficina Nova' }] }

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')
const renderScreen = () => renderAt(<RegistrationsScreen />, '/admin/inscricoes')

signInForEachTest()

describe('Gerenciar Inscrições', () => {
  it('shows the loading text, then the 10 most recent with a footer and N/A for no event', async () => {
    mockFetch({ 'GET /listaInscritos': { body: list }, 'GET /eventos': { body: events } })
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument()
    expect(screen.getByText(messages.registrations.loading)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: text.recentHeading })).toBeInTheDocument()
    expect(screen.getByText('16 resultados')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('Mostrando 10 de 16 inscrições')).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Protocolo',
      'Nome',
      'Email',
      'Telefone',
      'Evento',
      'Ações',
    ])

    await userEvent.click(screen.getByRole('button', { name: text.showAll }))
    expect(bodyRows()).toHaveLength(16)
    expect(screen.queryByText(/Mostrando 10 de/)).not.toBeInTheDocument()
    expect(within(bodyRows()[15]!).getByRole('cell', { name: 'N/A' })).toBeInTheDocument()
  })

  it('filters by event and by text in the chosen field, with singular and plural counts', async () => {
    mockFetch({ 'GET /listaInscritos': { body: list }, 'GET /eventos': { body: events } })
    renderScreen()
    await screen.findByRole('heading', { name: text.recentHeading })

    const eventFilter = screen.getByLabelText(text.eventFilterLabel)
    expect(within(eventFilter).getAllByRole('option').map((option) => option.textContent)).toEqual([
      text.allEvents,
      'Finanças Pessoais',
      'Oficina Nova',
      'Saúde na Maturidade',
    ])
    await userEvent.selectOptions(eventFilter, 'Finanças Pessoais')
    expect(screen.getByRole('heading', { name: text.filteredHeading })).toBeInTheDocument()
    expect(screen.getByText('3 resultados')).toBeInTheDocument()

    const search = screen.getByLabelText(text.searchLabel)
    const field = screen.getByLabelText(text.fieldLabel)
    expect(within(field).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todos os campos',
      'Protocolo',
      'Nome',
      'Email',
      'Telefone',
      'Evento',
    ])
    await userEvent.type(search, 'saúde')
    expect(screen.getByText('1 resultado')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Maria Saúde' })).toBeInTheDocument()

    await userEvent.selectOptions(eventFilter, text.allEvents)
    // 'todos' also matches the event title: 12 in Saúde na Maturidade plus Maria Saúde.
    expect(screen.getByText('13 resultados')).toBeInTheDocument()
    await userEvent.selectOptions(field, 'nome')
    expect(screen.getByText('1 resultado')).toBeInTheDocument()
    await userEvent.selectOptions(field, 'titulo')
    expect(screen.getByText('12 resultados')).toBeInTheDocument()

    await userEvent.clear(search)
    await userEvent.type(search, '9000-0014')
    await userEvent.selectOptions(field, 'telefone')
    expect(screen.getByText('1 resultado')).toBeInTheDocument()
    await userEvent.selectOptions(field, 'email')
    expect(screen.getByText('0 resultados')).toBeInTheDocument()
    expect(screen.getByText(messages.registrations.noneMatching)).toBeInTheDocument()
  })

  it('keeps the filters in the address: a link shows them, changes write them, back restores them', async () => {
    mockFetch({ 'GET /listaInscritos': { body: list }, 'GET /eventos': { body: events } })
    const { address, router } = renderRouted(<RegistrationsScreen />, '/admin/inscricoes?busca=sa%C3%BAde&evento=Finan%C3%A7as+Pessoais')
    expect(await screen.findByRole('heading', { name: text.filteredHeading })).toBeInTheDocument()
    expect(screen.getByText('1 resultado')).toBeInTheDocument()
    expect(screen.getByLabelText(text.searchLabel)).toHaveValue('saúde')
    expect(screen.getByLabelText(text.eventFilterLabel)).toHaveValue('Finanças Pessoais')

    await userEvent.selectOptions(screen.getByLabelText(text.fieldLabel), 'nome')
    expect(address()).toBe('/admin/inscricoes?busca=sa%C3%BAde&evento=Finan%C3%A7as+Pessoais&campo=nome')
    await userEvent.selectOptions(screen.getByLabelText(text.eventFilterLabel), text.allEvents)
    expect(address()).toBe('/admin/inscricoes?busca=sa%C3%BAde&campo=nome')
    expect(screen.getByText('1 resultado')).toBeInTheDocument()

    await act(() => router.navigate(-2))
    expect(screen.getByLabelText(text.fieldLabel)).toHaveValue('todos')
    expect(screen.getByLabelText(text.eventFilterLabel)).toHaveValue('Finanças Pessoais')
  })

  it('finds a registration by the protocol number the visitor quotes', async () => {
    mockFetch({ 'GET /listaInscritos': { body: list }, 'GET /eventos': { body: events } })
    renderScreen()
    await screen.findByRole('heading', { name: text.recentHeading })
    await userEvent.type(screen.getByLabelText(text.searchLabel), 'INS-2025-000003')
    expect(screen.getByText('1 resultado')).toBeInTheDocument()
    expect(within(bodyRows()[0]!).getByRole('cell', { name: 'INS-2025-000003' })).toBeInTheDocument()
    expect(within(bodyRows()[0]!).getByRole('cell', { name: 'Pessoa 3' })).toBeInTheDocument()
  })

  it('reads an unknown field or event in the address as no filter', async () => {
    mockFetch({ 'GET /listaInscritos': { body: list }, 'GET /eventos': { body: events } })
    renderRouted(<RegistrationsScreen />, '/admin/inscricoes?campo=senha&evento=Sumiu')
    expect(await screen.findByRole('heading', { name: text.recentHeading })).toBeInTheDocument()
    expect(screen.getByText('16 resultados')).toBeInTheDocument()
    expect(screen.getByLabelText(text.fieldLabel)).toHaveValue('todos')
  })

  it("keeps 'Ver lista completa' until a filter changes", async () => {
    mockFetch({ 'GET /listaInscritos': { body: list }, 'GET /eventos': { body: events } })
    renderScreen()
    await screen.findByRole('heading', { name: text.recentHeading })
    await userEvent.selectOptions(screen.getByLabelText(text.eventFilterLabel), 'Saúde na Maturidade')
    expect(screen.getByText('Mostrando 10 de 12 inscrições')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: text.showAll }))
    expect(bodyRows()).toHaveLength(12)

    await userEvent.type(screen.getByLabelText(text.searchLabel), 'pessoa')
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('Mostrando 10 de 12 inscrições')).toBeInTheDocument()
  })

  it('says when there are none, and Erro no sistema when the list fails', async () => {
    mockFetch({ 'GET /listaInscritos': { body: [] }, 'GET /eventos': { body: { Eventos: [] } } })
    const { unmount } = renderScreen()
    expect(await screen.findByText(messages.registrations.none)).toBeInTheDocument()
    expect(screen.getByText('0 resultados')).toBeInTheDocument()
    unmount()

    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch({ 'GET /listaInscritos': { status: 503, body: {} }, 'GET /eventos': { body: { Eventos: [] } } })
    renderScreen()
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.systemError)
  })

  it("adds a registration through the staff's POST /lista/adicionar after checking every field", async () => {
    let rows = [make(1, 'Oficina Nova')]
    const { calls } = mockFetch({
      'GET /listaInscritos': () => ({ body: rows }),
      'GET /eventos': { body: events },
      'POST /lista/adicionar': (call) => {
        rows = [{ ...(call.body as Registration), id: 2, criadoEm: '' }, ...rows]
        return { status: 201, body: rows[0] }
      },
    })
    renderScreen()
    await screen.findByRole('heading', { name: text.recentHeading })
    await userEvent.click(screen.getByRole('button', { name: text.addButton }))
    const dialog = screen.getByRole('dialog', { name: text.addTitle })
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus()
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Clara Nunes')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.common.completeAllFields)

    await userEvent.type(within(dialog).getByLabelText('Email'), 'clara@exemplo.org')
    await userEvent.type(within(dialog).getByLabelText('Telefone'), '(11) 95555-5555')
    await userEvent.selectOptions(within(dialog).getByLabelText('Evento'), 'Oficina Nova')
    await userEvent.selectOptions(within(dialog).getByLabelText('Como conheceu'), 'Instagram')
    const sendConfirmation = within(dialog).getByRole('checkbox', { name: text.sendConfirmationLabel })
    expect(sendConfirmation).not.toBeChecked()
    expect(sendConfirmation).toHaveAccessibleDescription(text.sendConfirmationHint)
    await userEvent.click(sendConfirmation)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByRole('cell', { name: 'Clara Nunes' })).toBeInTheDocument()
    expect(screen.getByText(text.created)).toBeInTheDocument()
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.headers.authorization).toMatch(/^Bearer /)
    expect(post?.body).toEqual({
      nome: 'Clara Nunes',
      email: 'clara@exemplo.org',
      telefone: '(11) 95555-5555',
      titulo: 'Oficina Nova',
      comoConheceu: 'Instagram',
      enviarConfirmacao: true,
    })
  })

  it('exports the filtered rows as CSV', async () => {
    mockFetch({ 'GET /listaInscritos': { body: list }, 'GET /eventos': { body: events } })
    const blobs: Blob[] = []
    // jsdom has no object URLs: record the Blob handed to the browser instead.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob)
      return 'blob:teste'
    }
    URL.revokeObjectURL = () => {}
    onTestFinished(() => {
      URL.createObjectURL = original.create
      URL.revokeObjectURL = original.revoke
    })
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    renderScreen()
    await screen.findByRole('heading', { name: text.recentHeading })
    await userEvent.selectOptions(screen.getByLabelText(text.eventFilterLabel), 'Finanças Pessoais')
    await userEvent.click(screen.getByRole('button', { name: text.exportCsv }))

    expect(clicked[0]).toMatch(/^inscricoes-\d{4}-\d{2}-\d{2}\.csv$/)
    const content = await blobs[0]!.text()
    const lines = content.replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain('"Maria Saúde"')
  })
})
