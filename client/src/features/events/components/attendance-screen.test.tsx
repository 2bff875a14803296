import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { certificatesIssuedText, messages, type EventAttendance } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import AttendanceScreen from './attendance-screen'

const ops = messages.eventOperations

const attendance = (certificado: string | null = null): EventAttendance => ({
  evento: {
    id: 5,
    titulo: 'Oficina de celular',
    local: 'Sala 3',
    data: '2031-05-14',
    horario: '09:00:00',
    palestrante: 'Prof. Renato',
    projeto: 'Ciclo de palestras',
    subTitulo: 'Prática',
    foto: '/media/x.svg',
    ativa: true,
    cargaHoraria: 6,
    vagas: 30,
    inscritos: 2,
    espera: 0,
  },
  inscricoes: [
    { id: 1, nome: 'Ana Lima', email: 'ana@example.com', telefone: '48 3333-0000', presente: true, certificado },
    { id: 2, nome: 'Bruno Dias', email: 'bruno@example.com', telefone: '48 3333-0001', presente: false, certificado: null },
  ],
})

const renderScreen = () => renderAt(<AttendanceScreen />, '/admin/eventos/5', '/admin/eventos/:id')

signInForEachTest()

describe('attendance screen', { timeout: 20_000 }, () => {
  it('shows the event, its count with places and each registration with Presente', async () => {
    mockFetch({ 'GET /eventos/5/inscricoes': { body: attendance() } })
    renderScreen()
    expect(await screen.findByRole('heading', { level: 1, name: 'Oficina de celular' })).toBeInTheDocument()
    expect(screen.getByText('2 inscrições de 30 vagas')).toBeInTheDocument()
    expect(screen.getByText('6 h')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: `${ops.present}: Ana Lima` })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: `${ops.present}: Bruno Dias` })).not.toBeChecked()
  })

  it('saves a mark, and undoes it with a message when saving fails', async () => {
    const { calls } = mockFetch({
      'GET /eventos/5/inscricoes': { body: attendance() },
      'PUT /eventos/5/inscricoes/2/presenca': { body: { ...attendance().inscricoes[1], presente: true } },
      'PUT /eventos/5/inscricoes/1/presenca': { status: 503, body: { mensagem: messages.common.serviceUnavailable } },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen()
    const bruno = await screen.findByRole('checkbox', { name: `${ops.present}: Bruno Dias` })
    await userEvent.click(bruno)
    expect(bruno).toBeChecked()
    expect(calls.find((call) => call.path === '/eventos/5/inscricoes/2/presenca')?.body).toEqual({ presente: true })

    const ana = screen.getByRole('checkbox', { name: `${ops.present}: Ana Lima` })
    await userEvent.click(ana)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ops.attendanceFailed))
    expect(ana).toBeChecked()
  })

  it('issues the certificates, says how many, and shows the new codes', async () => {
    let issued = false
    mockFetch({
      'GET /eventos/5/inscricoes': () => ({ body: attendance(issued ? 'ABCD2345' : null) }),
      'POST /eventos/5/certificados': () => {
        issued = true
        return { body: { emitidos: 1, mensagem: certificatesIssuedText(1) } }
      },
    })
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: ops.issueCertificates }))
    expect(await screen.findByText(certificatesIssuedText(1))).toBeInTheDocument()
    expect(await screen.findByText('ABCD2345')).toBeInTheDocument()
  })

  it("shows the server's reason when issuing is refused", async () => {
    mockFetch({
      'GET /eventos/5/inscricoes': { body: attendance() },
      'POST /eventos/5/certificados': { status: 409, body: { mensagem: ops.hoursMissing } },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: ops.issueCertificates }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ops.hoursMissing)
  })

  it('finds people by name without accents and marks everyone shown as present', async () => {
    const list = attendance()
    list.inscricoes.push({ id: 3, nome: 'Célia Ramos', email: 'celia@example.com', telefone: '48 3333-0002', presente: false, certificado: null })
    const { calls } = mockFetch({
      'GET /eventos/5/inscricoes': { body: list },
      'PUT /eventos/5/inscricoes/2/presenca': { body: {} },
      'PUT /eventos/5/inscricoes/3/presenca': { body: {} },
    })
    renderScreen()
    const search = await screen.findByRole('searchbox', { name: ops.searchByName })
    await userEvent.type(search, 'celia')
    expect(screen.getAllByRole('checkbox')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: ops.markAll }))
    expect(await screen.findByText(ops.markedAll(1))).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: `${ops.present}: Célia Ramos` })).toBeChecked()

    await userEvent.clear(search)
    await userEvent.click(screen.getByRole('button', { name: ops.markAll }))
    expect(await screen.findByText(ops.markedAll(1))).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: `${ops.present}: Bruno Dias` })).toBeChecked()
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/eventos/5/inscricoes/3/presenca',
      '/eventos/5/inscricoes/2/presenca',
    ])
    expect(screen.getByRole('button', { name: ops.markAll })).toBeDisabled()
  })
})
