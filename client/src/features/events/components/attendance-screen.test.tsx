import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { certificateIssueBlock, certificateIssueSummary, certificatesIssuedText, messages, type EventAttendance } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import AttendanceScreen from './attendance-screen'

const ops = messages.eventOperations
const issueText = messages.certificateIssue

const attendance = (certificado: string | null = null, data = '2026-05-14'): EventAttendance => ({
  evento: {
    id: 5,
    titulo: 'Oficina de celular',
    local: 'Sala 3',
    data,
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
    await userEvent.click(await screen.findByRole('button', { name: issueText.confirm }))
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
    const dialog = await screen.findByRole('dialog', { name: issueText.confirmTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: issueText.confirm }))
    // Said in the dialog, which stays open: the reason is read where the question was.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ops.hoursMissing)
  })

  it('asks first, saying how many certificates and e-mails go out; Cancelar sends nothing', async () => {
    const { calls } = mockFetch({
      'GET /eventos/5/inscricoes': { body: attendance() },
      'PUT /eventos/5/inscricoes/2/presenca': { body: { ...attendance().inscricoes[1], presente: true } },
    })
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: ops.issueCertificates }))
    const dialog = await screen.findByRole('dialog', { name: issueText.confirmTitle })
    expect(dialog).toHaveTextContent(certificateIssueSummary(1))
    // Bruno is marked present on the screen: two go out now.
    await userEvent.click(screen.getByRole('button', { name: messages.admin.cancel }))
    await userEvent.click(screen.getByRole('checkbox', { name: `${ops.present}: Bruno Dias` }))
    await userEvent.click(screen.getByRole('button', { name: ops.issueCertificates }))
    expect(await screen.findByRole('dialog', { name: issueText.confirmTitle })).toHaveTextContent(certificateIssueSummary(2))
    await userEvent.keyboard('{Escape}')
    expect(calls.some((call) => call.path === '/eventos/5/certificados')).toBe(false)
  })

  it("is not offered before the event's day, and says why", async () => {
    const { calls } = mockFetch({ 'GET /eventos/5/inscricoes': { body: attendance(null, '2031-05-14') } })
    renderScreen()
    const button = await screen.findByRole('button', { name: ops.issueCertificates })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(certificateIssueBlock('2031-05-14')!)
    expect(screen.getByText(certificateIssueBlock('2031-05-14')!)).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/eventos/5/certificados')).toBe(false)
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
