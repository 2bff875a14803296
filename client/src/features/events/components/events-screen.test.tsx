import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EVENT_PROJECTS, messages, type Event, type MediaItem } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt, renderRouted } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import EventsScreen from './events-screen'

const text = messages.adminEvents

const make = (id: number, extra: Partial<Event> = {}): Event => ({
  id,
  titulo: `Palestra ${id}`,
  local: 'Auditório',
  data: '2025-06-13',
  horario: '09:30:00',
  palestrante: `Dra. Pessoa ${id}`,
  projeto: 'Ciclo de palestras',
  subTitulo: `Descrição ${id}`,
  foto: 'https://exemplo.org/foto.jpg',
  ativa: false,
  cargaHoraria: null,
  vagas: null,
  inscritos: 0,
  espera: 0,
  ...extra,
})

const renderScreen = () => renderAt(<EventsScreen />, '/admin/eventos')

const PHOTO: MediaItem = {
  id: 4,
  url: '/midia/0123456789abcdef0123456789abcdef.jpg',
  alt: 'Palestrante diante da plateia',
  largura: 1200,
  altura: 800,
  variantes: [{ formato: 'webp', largura: 960, altura: 640, url: '/midia/fedcba9876543210fedcba9876543210.webp' }],
  nome: 'palestra.jpg',
  tipo: 'image/jpeg',
  tamanho: 1000,
  criadoEm: '2025-01-01T12:00:00.000Z',
}
const LIBRARY = { 'GET /api/midia': { body: [PHOTO] } }

/** Chooses PHOTO with the media library's picker of the event form. */
async function pickPhoto(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: messages.media.pickerTitle }))
  const picker = await screen.findByRole('dialog', { name: messages.media.pickerTitle })
  await userEvent.click(await within(picker).findByRole('button', { name: new RegExp(PHOTO.alt) }))
}

signInForEachTest()

describe('events screen', { timeout: 20_000 }, () => {
  it('shows dd/mm/aaaa, HH:MM, N/A for no projeto, Descrição and the Ativo/Inativo badge', async () => {
    mockFetch({ 'GET /eventos': { body: { Eventos: [make(1, { ativa: true }), make(2, { projeto: '' })] } } })
    renderScreen()
    const first = (await screen.findByRole('heading', { name: 'Palestra 1' })).closest('li')!
    expect(within(first).getByText('13/06/2025')).toBeInTheDocument()
    expect(within(first).getByText('09:30')).toBeInTheDocument()
    expect(within(first).getByText('Descrição')).toBeInTheDocument()
    expect(within(first).getByText(text.active)).toBeInTheDocument()
    const second = screen.getByRole('heading', { name: 'Palestra 2' }).closest('li')!
    expect(within(second).getByText('N/A')).toBeInTheDocument()
    expect(within(second).getByText(text.inactive)).toBeInTheDocument()
  })

  it('filters by título, palestrante or projeto', async () => {
    mockFetch({
      'GET /eventos': {
        body: { Eventos: [make(1), make(2, { projeto: 'Inclusão Digital', palestrante: 'Prof. Carlos' }), make(3)] },
      },
    })
    renderScreen()
    await screen.findByRole('heading', { name: 'Palestra 1' })
    const search = screen.getByLabelText(text.searchLabel)
    await userEvent.type(search, 'INCLUSÃO')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Palestra 2'])
    await userEvent.clear(search)
    await userEvent.type(search, 'carlos')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Palestra 2'])
    await userEvent.clear(search)
    await userEvent.type(search, 'palestra 3')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Palestra 3'])
    await userEvent.clear(search)
    await userEvent.type(search, 'auditório')
    expect(screen.getByText(messages.events.noneMatching)).toBeInTheDocument()
  })

  it('keeps the search in the address: a link shows it, typing writes it, back restores the earlier one', async () => {
    mockFetch({ 'GET /eventos': { body: { Eventos: [make(1), make(2, { projeto: 'Inclusão Digital' }), make(3)] } } })
    const { address, router } = renderRouted(<EventsScreen />, '/admin/eventos?busca=inclus%C3%A3o')
    await screen.findByRole('heading', { name: 'Palestra 2' })
    const search = screen.getByLabelText(text.searchLabel)
    expect(search).toHaveValue('inclusão')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Palestra 2'])

    await act(() => router.navigate('/admin/eventos?busca=palestra+3'))
    expect(search).toHaveValue('palestra 3')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Palestra 3'])
    await userEvent.clear(search)
    await userEvent.type(search, 'palestra 1')
    await waitFor(() => expect(address()).toBe('/admin/eventos?busca=palestra+1'))

    await act(() => router.navigate(-1))
    expect(address()).toBe('/admin/eventos?busca=inclus%C3%A3o')
    expect(search).toHaveValue('inclusão')
  })

  it('says Nenhum evento encontrado for an empty list', async () => {
    mockFetch({ 'GET /eventos': { body: { Eventos: [] } } })
    renderScreen()
    expect(await screen.findByText(messages.events.none)).toBeInTheDocument()
  })

  it('creates only with all eight fields, then shows Evento criado com sucesso', async () => {
    let events: Event[] = []
    const { calls } = mockFetch({
      ...LIBRARY,
      'GET /eventos': () => ({ body: { Eventos: events } }),
      'POST /eventos': (call) => {
        events = [{ ...(call.body as Event), id: 9, ativa: false }]
        return { status: 201, body: events[0] }
      },
    })
    renderScreen()
    await screen.findByText(messages.events.none)
    await userEvent.click(screen.getByRole('button', { name: text.addButton }))
    const dialog = screen.getByRole('dialog', { name: text.addTitle })
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Nova palestra')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.common.completeAllFields)
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await userEvent.type(within(dialog).getByLabelText('Local'), 'Auditório')
    await userEvent.type(within(dialog).getByLabelText('Data'), '2025-08-20')
    await userEvent.type(within(dialog).getByLabelText('Horário'), '14:00')
    await userEvent.type(within(dialog).getByLabelText('Palestrante'), 'Dra. Ana')
    await userEvent.selectOptions(within(dialog).getByLabelText('Projeto'), 'Ciclo de palestras')
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Sobre saúde')
    await pickPhoto(dialog)
    expect(within(dialog).getByRole('img', { name: PHOTO.alt })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText(messages.events.created)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Nova palestra' })).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      titulo: 'Nova palestra',
      local: 'Auditório',
      data: '2025-08-20',
      horario: '14:00',
      palestrante: 'Dra. Ana',
      projeto: 'Ciclo de palestras',
      subTitulo: 'Sobre saúde',
      foto: PHOTO.url,
      cargaHoraria: '',
      vagas: '',
    })
  })

  it('shows Erro no sistema when creating fails', async () => {
    mockFetch({ ...LIBRARY, 'GET /eventos': { body: { Eventos: [] } }, 'POST /eventos': { status: 400, body: { mensagem: 'x' } } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen()
    await screen.findByText(messages.events.none)
    await userEvent.click(screen.getByRole('button', { name: text.addButton }))
    const dialog = screen.getByRole('dialog')
    for (const [label, value] of [
      ['Título', 'T'],
      ['Local', 'L'],
      ['Data', '2025-08-20'],
      ['Horário', '10:00'],
      ['Palestrante', 'P'],
      ['Descrição', 'D'],
    ] as const) {
      await userEvent.type(within(dialog).getByLabelText(label), value)
    }
    await pickPhoto(dialog)
    await userEvent.selectOptions(within(dialog).getByLabelText('Projeto'), EVENT_PROJECTS[1])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.common.systemError)
  })

  it('shows the server message next to the field it names, focused, instead of a banner; editing clears it', async () => {
    mockFetch({
      'GET /eventos': { body: { Eventos: [make(1, { vagas: 20, cargaHoraria: 3 })] } },
      'PUT /eventos/1': {
        status: 400,
        body: {
          mensagem: messages.common.invalidRequest,
          issues: [{ campo: 'vagas', mensagem: messages.eventOperations.invalidCapacity }],
        },
      },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Palestra 1' }))
    const dialog = screen.getByRole('dialog', { name: text.editTitle })
    const vagas = within(dialog).getByLabelText(messages.eventOperations.capacityLabel)
    expect(vagas).toHaveValue('20')
    await userEvent.clear(vagas)
    await userEvent.type(vagas, '0')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(vagas).toHaveFocus())
    expect(vagas).toHaveAttribute('aria-invalid', 'true')
    expect(vagas).toHaveAccessibleDescription(expect.stringContaining(messages.eventOperations.invalidCapacity))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('')
    await userEvent.type(vagas, '5')
    expect(vagas).not.toHaveAttribute('aria-invalid')
  })

  it('offers the known projects and shows each event\'s registration count with its places', async () => {
    mockFetch({ 'GET /eventos': { body: { Eventos: [make(1, { inscritos: 12, vagas: 30 }), make(2, { inscritos: 1 })] } } })
    renderScreen()
    const first = (await screen.findByRole('heading', { name: 'Palestra 1' })).closest('li')!
    expect(within(first).getByText('12 inscrições de 30 vagas')).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: /Inscrições e presença/ })).toHaveAttribute('href', '/admin/eventos/1')
    const second = screen.getByRole('heading', { name: 'Palestra 2' }).closest('li')!
    expect(within(second).getByText('1 inscrição')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: text.addButton }))
    const options = within(screen.getByRole('dialog')).getAllByRole('option').map((option) => option.textContent)
    expect(options.slice(1, 1 + EVENT_PROJECTS.length)).toEqual([...EVENT_PROJECTS])
  })

  it('creates an event as Ativo, naming in the status hint the project\'s active event it replaces', async () => {
    const current = make(1, { ativa: true, inscritos: 5 })
    const { calls } = mockFetch({
      ...LIBRARY,
      'GET /eventos': { body: { Eventos: [current] } },
      'POST /eventos': (call) => ({ status: 201, body: { ...(call.body as Event), id: 9, ativa: false } }),
      'PUT /eventos': { body: make(9, { ativa: true }) },
    })
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: text.addButton }))
    const dialog = screen.getByRole('dialog', { name: text.addTitle })
    const status = within(dialog).getByLabelText('Status')
    expect(status).toHaveValue('inativo')
    expect(status).toHaveAccessibleDescription(text.statusHint)
    for (const [label, value] of [['Título', 'Nova palestra'], ['Local', 'L'], ['Data', '2025-08-20'], ['Horário', '10:00'], ['Palestrante', 'P'], ['Descrição', 'D']] as const) {
      await userEvent.type(within(dialog).getByLabelText(label), value)
    }
    await pickPhoto(dialog)
    await userEvent.selectOptions(within(dialog).getByLabelText('Projeto'), current.projeto)
    expect(status).toHaveAccessibleDescription(text.activationReplaces(current.titulo, 5))
    await userEvent.selectOptions(status, text.active)
    // Closing an event people registered for is asked first, naming it and how many.
    const question = await screen.findByRole('dialog', { name: messages.eventActivation.title })
    expect(question).toHaveTextContent(messages.eventActivation.question(current.titulo, 5))
    await userEvent.click(within(question).getByRole('button', { name: messages.eventActivation.confirm }))
    await waitFor(() => expect(status).toHaveValue('ativo'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText(messages.events.created)).toBeInTheDocument()
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path])).toEqual([
      ['POST', '/eventos'],
      ['PUT', '/eventos'],
    ])
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ titulo: 'Nova palestra', projeto: current.projeto, ativa: true })
  })

  it('shows the waiting list of an event that has one, in order', async () => {
    mockFetch({
      'GET /eventos': { body: { Eventos: [make(1, { vagas: 1, inscritos: 1, espera: 2 }), make(2)] } },
      'GET /eventos/1/espera': {
        body: [
          { id: 7, posicao: 1, nome: 'Beto Segundo', email: 'beto@example.com', telefone: '(48) 1', criadoEm: '2025-05-01T12:00:00.000Z' },
          { id: 8, posicao: 2, nome: 'Caio Terceiro', email: 'caio@example.com', telefone: '(48) 2', criadoEm: '2025-05-01T13:00:00.000Z' },
        ],
      },
    })
    renderScreen()
    const second = (await screen.findByRole('heading', { name: 'Palestra 2' })).closest('li')!
    expect(within(second).queryByRole('button', { name: /Lista de espera/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: `${messages.waitlist.staffButton(2)}: Palestra 1` }))
    const dialog = screen.getByRole('dialog', { name: messages.waitlist.staffTitle('Palestra 1') })
    const rows = await within(dialog).findAllByRole('row')
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Beto Segundo', 'Caio Terceiro'])
  })

  it('edits the fields, then saves the active flag chosen in the dropdown', async () => {
    const { calls } = mockFetch({
      'GET /eventos': { body: { Eventos: [make(1)] } },
      'PUT /eventos/1': { body: make(1) },
      'PUT /eventos': { body: make(1, { ativa: true }) },
    })
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Palestra 1' }))
    const dialog = screen.getByRole('dialog', { name: text.editTitle })
    expect(within(dialog).getByLabelText('Horário')).toHaveValue('09:30')
    await userEvent.clear(within(dialog).getByLabelText('Local'))
    await userEvent.type(within(dialog).getByLabelText('Local'), 'Biblioteca')
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), text.active)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText(text.updated)).toBeInTheDocument()

    const puts = calls.filter((call) => call.method === 'PUT')
    expect(puts.map((call) => call.path)).toEqual(['/eventos/1', '/eventos'])
    expect(puts[0]?.body).toMatchObject({ local: 'Biblioteca', horario: '09:30' })
    expect(puts[1]?.body).toEqual({ titulo: 'Palestra 1', projeto: 'Ciclo de palestras', ativa: true })
  })

  it('asks before an activation closes the project\'s other event that has registrations; Escape keeps it inactive', async () => {
    const { calls } = mockFetch({
      'GET /eventos': { body: { Eventos: [make(1), make(2, { ativa: true, inscritos: 5 }), make(3, { projeto: 'Conecta ILPI', ativa: true, inscritos: 9 })] } },
      'PUT /eventos/1': { body: make(1) },
      'PUT /eventos': { body: make(1, { ativa: true }) },
    })
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Palestra 1' }))
    const dialog = screen.getByRole('dialog', { name: text.editTitle })
    const status = within(dialog).getByLabelText('Status')
    await userEvent.selectOptions(status, text.active)
    const question = await screen.findByRole('dialog', { name: messages.eventActivation.title })
    expect(question).toHaveTextContent(messages.eventActivation.question('Palestra 2', 5))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: messages.eventActivation.title })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: text.editTitle })).toBeInTheDocument()
    expect(status).toHaveValue('inativo')

    await userEvent.selectOptions(status, text.active)
    await userEvent.click(within(await screen.findByRole('dialog', { name: messages.eventActivation.title })).getByRole('button', { name: messages.eventActivation.confirm }))
    expect(status).toHaveValue('ativo')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText(text.updated)).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ titulo: 'Palestra 1', projeto: 'Ciclo de palestras', ativa: true })
  })
})
