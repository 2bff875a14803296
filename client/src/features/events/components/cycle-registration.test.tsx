import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LECTURE_CYCLE_PROJECT, messages, type Event } from '@site/contracts'
import { CycleRegistration } from './cycle-registration'
import { RegistrationForm } from './registration-form'

const text = messages.cyclePage
const event: Event = {
  id: 7,
  titulo: 'Saúde da memória',
  local: 'Auditório da fundação',
  data: '2026-03-09',
  horario: '14:30:00',
  palestrante: 'Dra. Ana Souza',
  projeto: LECTURE_CYCLE_PROJECT,
  subTitulo: 'Hábitos que protegem o cérebro',
  foto: '/media/palestra.svg',
  ativa: true,
  cargaHoraria: 2,
  vagas: null,
  inscritos: 0,
  espera: 0,
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
let registerAnswer: () => Response

beforeEach(() => {
  registerAnswer = () => json(201, { mensagem: messages.registrations.success, protocolo: 'INS-2026-000003' })
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/eventos/ativa') return json(200, { consulta: event })
    if (url === '/inscrever') return registerAnswer()
    return json(404, {})
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const registrationCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/inscrever')

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'José da Silva')
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jose@example.com')
  await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '(48) 99999-0000')
  await user.selectOptions(screen.getByRole('combobox', { name: text.howFound }), 'Instagram')
}

describe('CycleRegistration', { timeout: 20_000 }, () => {
  it('shows the active event with pt-BR date and short time', async () => {
    render(<CycleRegistration />)
    expect(await screen.findByRole('heading', { name: event.titulo })).toBeInTheDocument()
    expect(screen.getByText('09/03/2026')).toBeInTheDocument()
    expect(screen.getByText('14:30')).toBeInTheDocument()
    expect(screen.getByText(event.palestrante)).toBeInTheDocument()
    expect(screen.getByText(event.local)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/eventos/ativa', expect.objectContaining({ method: 'POST', body: JSON.stringify({ projeto: LECTURE_CYCLE_PROJECT }) }))
  })

  it('says there is no active event and offers no form when the server has none', async () => {
    fetchMock.mockImplementation(async () => json(404, { mensagem: messages.events.notFound }))
    render(<CycleRegistration />)
    expect(await screen.findByText(messages.events.noActiveEvent)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: text.submit })).not.toBeInTheDocument()
  })

  it('says "Inscrições esgotadas" and offers no form when every place is taken', async () => {
    fetchMock.mockImplementation(async () => json(200, { consulta: { ...event, vagas: 40, inscritos: 40 } }))
    render(<CycleRegistration />)
    expect(await screen.findByRole('heading', { name: messages.eventOperations.full })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: event.titulo })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: text.submit })).not.toBeInTheDocument()
  })

  it('offers the waiting list when every place is taken, and tells the place in it', async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/eventos/ativa') return json(200, { consulta: { ...event, vagas: 40, inscritos: 40 } })
      if (url === '/inscricoes/espera') {
        expect(JSON.parse(String(init?.body))).toMatchObject({ nome: 'José da Silva', titulo: event.titulo })
        return json(201, { mensagem: messages.waitlist.joined(3), posicao: 3 })
      }
      return json(404, {})
    })
    render(<CycleRegistration />)
    expect(await screen.findByRole('heading', { name: messages.eventOperations.full })).toBeInTheDocument()
    expect(screen.getByText(messages.waitlist.intro)).toBeInTheDocument()
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: messages.waitlist.submit }))
    expect(await screen.findByText(messages.waitlist.joined(3))).toBeInTheDocument()
    expect(registrationCalls()).toHaveLength(0)
  })

  it('keeps the form while a place is left', async () => {
    fetchMock.mockImplementation(async () => json(200, { consulta: { ...event, vagas: 40, inscritos: 39 } }))
    render(<CycleRegistration />)
    expect(await screen.findByRole('button', { name: text.submit })).toBeInTheDocument()
  })

  it('asks for every required field without calling the server', async () => {
    const user = userEvent.setup({ delay: null })
    render(<CycleRegistration />)
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'José')
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.requiredFields)
    expect(registrationCalls()).toHaveLength(0)
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('E-mail é obrigatório')
    expect(email).toHaveFocus()
  })

  it('refuses to send while the event title is not loaded', async () => {
    const user = userEvent.setup({ delay: null })
    render(<RegistrationForm eventTitle={undefined} />)
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.requiredFields)
    expect(registrationCalls()).toHaveLength(0)
  })

  it('registers and shows the receipt with the protocol, which stays until another registration is started', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime })
    render(<CycleRegistration />)
    await screen.findByRole('heading', { name: event.titulo })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: text.submit }))

    const heading = await screen.findByRole('heading', { name: messages.registrations.success })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent(messages.registrations.success)
    expect(screen.getByText('INS-2026-000003')).toBeInTheDocument()
    expect(JSON.parse(registrationCalls()[0]![1].body as string)).toEqual({
      nome: 'José da Silva',
      email: 'jose@example.com',
      telefone: '(48) 99999-0000',
      titulo: event.titulo,
      comoConheceu: 'Instagram',
    })

    // The old confirmation vanished after a few seconds; the receipt does not.
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('INS-2026-000003')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: messages.protocols.registerAnother }))
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('')
    expect(screen.queryByText('INS-2026-000003')).not.toBeInTheDocument()
  })

  it('shows the spinner and "Carregando...." while sending', async () => {
    const user = userEvent.setup({ delay: null })
    let release: () => void = () => {}
    registerAnswer = () => json(201, { mensagem: messages.registrations.success, protocolo: 'INS-2026-000003' })
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/eventos/ativa') return json(200, { consulta: event })
      await new Promise<void>((resolve) => (release = resolve))
      return registerAnswer()
    })
    render(<CycleRegistration />)
    await screen.findByRole('heading', { name: event.titulo })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(screen.getByRole('button', { name: messages.common.loading })).toBeDisabled()
    release()
    expect(await screen.findByText(messages.registrations.success)).toBeInTheDocument()
  })

  it('shows the duplicate message, styled as an error, when the person is already registered', async () => {
    const user = userEvent.setup({ delay: null })
    registerAnswer = () => json(409, { mensagem: messages.registrations.duplicate })
    render(<CycleRegistration />)
    await screen.findByRole('heading', { name: event.titulo })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    const message = await screen.findByText(messages.registrations.duplicate)
    expect(message).toHaveClass('form-status__message--error')
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('José da Silva')
  })

  it('says registrations are closed when the server answers so, instead of the duplicate message', async () => {
    const user = userEvent.setup({ delay: null })
    registerAnswer = () => json(409, { mensagem: messages.registrations.closed })
    render(<CycleRegistration />)
    await screen.findByRole('heading', { name: event.titulo })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(await screen.findByText(messages.registrations.closed)).toHaveClass('form-status__message--error')
    expect(screen.queryByText(messages.registrations.duplicate)).not.toBeInTheDocument()
  })

  it('shows the server validation message next to its field on a 400', async () => {
    const user = userEvent.setup({ delay: null })
    registerAnswer = () =>
      json(400, {
        mensagem: messages.common.invalidRequest,
        issues: [{ campo: 'telefone', mensagem: 'Telefone inválido' }],
      })
    render(<CycleRegistration />)
    await screen.findByRole('heading', { name: event.titulo })
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAccessibleDescription('Telefone inválido'))
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.invalidRequest)
  })
})
