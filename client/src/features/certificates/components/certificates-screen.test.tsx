import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { messages, type Certificate, type CertificatePage } from '@site/contracts'
import { mockFetch, type FetchCall } from '../../../test/mock-fetch'
import { renderAt, renderRouted } from '../../../test/render'
import { signIn, signInForEachTest } from '../../../test/session'
import CertificatesScreen from './certificates-screen'

const manage = messages.certificateManagement

const make = (index: number, extra: Partial<Certificate> = {}): Certificate => ({
  codigo: `COD${String(index).padStart(5, '0')}`,
  nome: `Pessoa ${index}`,
  curso: index % 2 === 0 ? 'Redação Oficial' : 'Inclusão Digital',
  horas: 10,
  link: `https://exemplo.org/${index}.pdf`,
  status: 'Válido',
  criadoEm: '2025-01-01T00:00:00.000Z',
  revogadoEm: null,
  motivoRevogacao: null,
  ...extra,
})

/** The server's page for a list call: `items` are this page's rows, `total` how many match in all. */
const page = (items: Certificate[], total = items.length): { body: CertificatePage } => ({
  body: { itens: items, total, pagina: 1, porPagina: 10 },
})
const query = (call: FetchCall) => new URLSearchParams(call.path.split('?')[1])
const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.path.startsWith('/certificados?')).map(query)

const renderScreen = () => renderAt(<CertificatesScreen />, '/admin/certificados')
const pager = () => screen.getByRole('navigation', { name: messages.adminCertificates.paginationLabel })

signInForEachTest()

describe('certificate list', () => {
  it('asks the server for one page at a time, newest first, and shows the total', async () => {
    const { calls } = mockFetch({ 'GET /certificados': (call) => page([make(Number(query(call).get('pagina')))], 60) })
    renderScreen()
    expect(await screen.findByRole('cell', { name: 'COD00001' })).toBeInTheDocument()
    expect(screen.getByText('60 certificados')).toBeInTheDocument()
    expect(Object.fromEntries(listCalls(calls)[0]!)).toEqual({ pagina: '1', porPagina: '10', busca: '', ordem: 'criadoEm', direcao: 'desc' })

    await userEvent.click(within(pager()).getByRole('button', { name: 'Página 6' }))
    expect(await screen.findByRole('cell', { name: 'COD00006' })).toBeInTheDocument()
    expect(within(pager()).getByRole('button', { name: 'Próximo' })).toBeDisabled()
  })

  it('sorts by a column header, then the other way, back on page 1', async () => {
    const { calls } = mockFetch({ 'GET /certificados': page([make(1)], 30) })
    renderScreen()
    await screen.findByRole('cell', { name: 'COD00001' })
    await userEvent.click(within(pager()).getByRole('button', { name: 'Página 2' }))
    await userEvent.click(screen.getByRole('button', { name: /^Nome/ }))
    expect(screen.getByRole('columnheader', { name: /^Nome/ })).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(screen.getByRole('button', { name: /^Nome/ }))
    expect(screen.getByRole('columnheader', { name: /^Nome/ })).toHaveAttribute('aria-sort', 'descending')
    expect(listCalls(calls).slice(-2).map((params) => [params.get('ordem'), params.get('direcao'), params.get('pagina')])).toEqual([
      ['nome', 'asc', '1'],
      ['nome', 'desc', '1'],
    ])
  })

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const { calls } = mockFetch({
      'GET /certificados': (call) => (query(call).get('busca') ? page([]) : page([make(1)])),
    })
    renderScreen()
    await screen.findByRole('cell', { name: 'COD00001' })
    await userEvent.type(screen.getByLabelText(messages.adminCertificates.searchLabel), 'nada disso')
    expect(await screen.findByText(messages.certificates.noneFound)).toBeInTheDocument()
    expect(listCalls(calls).map((params) => params.get('busca'))).toEqual(['', 'nada disso'])
  })

  it('shows a revoked certificate with its date and offers no PDF nor revocation for it', async () => {
    mockFetch({ 'GET /certificados': page([make(1, { status: manage.revokedStatus, revogadoEm: '2026-02-03T15:00:00.000Z' })]) })
    renderScreen()
    expect(await screen.findByText(`${manage.revokedStatus} em 03/02/2026`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `${manage.revoke} COD00001` })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: `${manage.history} COD00001` })).toBeInTheDocument()
  })

  it('says none are registered for an empty list and sends the Bearer token', async () => {
    const token = signIn()
    const { calls } = mockFetch({ 'GET /certificados': page([]) })
    renderScreen()
    expect(await screen.findByText(messages.certificates.noneRegistered)).toBeInTheDocument()
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${token}`)
  })
})

describe('list state in the address', () => {
  it('shows the page, search and order a link asks for', async () => {
    const { calls } = mockFetch({ 'GET /certificados': (call) => page([make(Number(query(call).get('pagina')))], 60) })
    renderRouted(<CertificatesScreen />, '/admin/certificados?pagina=2&busca=ana&ordem=nome&direcao=asc')
    expect(await screen.findByRole('cell', { name: 'COD00002' })).toBeInTheDocument()
    expect(Object.fromEntries(listCalls(calls)[0]!)).toEqual({ pagina: '2', porPagina: '10', busca: 'ana', ordem: 'nome', direcao: 'asc' })
    expect(screen.getByLabelText(messages.adminCertificates.searchLabel)).toHaveValue('ana')
    expect(within(pager()).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('columnheader', { name: /^Nome/ })).toHaveAttribute('aria-sort', 'ascending')
  })

  it('reads an invalid page, order or direction as the default', async () => {
    const { calls } = mockFetch({ 'GET /certificados': page([make(1)], 30) })
    renderRouted(<CertificatesScreen />, '/admin/certificados?pagina=0&ordem=senha&direcao=lado')
    await screen.findByRole('cell', { name: 'COD00001' })
    expect(Object.fromEntries(listCalls(calls)[0]!)).toEqual({ pagina: '1', porPagina: '10', busca: '', ordem: 'criadoEm', direcao: 'desc' })
  })

  it('writes page, order and search into the address, and back shows the previous page', async () => {
    const { calls } = mockFetch({ 'GET /certificados': (call) => page([make(Number(query(call).get('pagina')))], 60) })
    const { address, router } = renderRouted(<CertificatesScreen />, '/admin/certificados')
    await screen.findByRole('cell', { name: 'COD00001' })
    await userEvent.click(within(pager()).getByRole('button', { name: 'Página 3' }))
    expect(await screen.findByRole('cell', { name: 'COD00003' })).toBeInTheDocument()
    expect(address()).toBe('/admin/certificados?pagina=3')

    await userEvent.click(screen.getByRole('button', { name: /^Nome/ }))
    expect(address()).toBe('/admin/certificados?ordem=nome&direcao=asc')
    await userEvent.type(screen.getByLabelText(messages.adminCertificates.searchLabel), 'ana')
    await waitFor(() => expect(address()).toBe('/admin/certificados?ordem=nome&direcao=asc&busca=ana'))

    await act(() => router.navigate(-1))
    expect(address()).toBe('/admin/certificados?pagina=3')
    expect(await screen.findByRole('cell', { name: 'COD00003' })).toBeInTheDocument()
    expect(screen.getByLabelText(messages.adminCertificates.searchLabel)).toHaveValue('')
    expect(listCalls(calls).at(-1)?.get('pagina')).toBe('3')
  })
})

describe('add dialog', () => {
  it('shows every required message, clears each on edit, and saves then reloads', async () => {
    let list: Certificate[] = []
    const { calls } = mockFetch({
      'GET /certificados': () => page(list),
      'POST /certificado': (call) => {
        list = [make(0, { ...(call.body as Certificate), criadoEm: '' })]
        return { status: 201, body: list[0] }
      },
    })
    renderScreen()
    await screen.findByText(messages.certificates.noneRegistered)
    const opener = screen.getByRole('button', { name: messages.adminCertificates.addButton })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: messages.adminCertificates.addTitle })
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    for (const text of [
      messages.certificates.nameRequired,
      messages.certificates.courseRequired,
      messages.certificates.hoursRequired,
      messages.certificates.codeRequired,
      messages.certificates.linkRequired,
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Maria')
    expect(within(dialog).queryByText(messages.certificates.nameRequired)).not.toBeInTheDocument()
    expect(within(dialog).getByText(messages.certificates.courseRequired)).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('Horas'), '1.5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(within(dialog).getByText(messages.common.invalidNumber)).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('Curso'), 'Redação')
    await userEvent.clear(within(dialog).getByLabelText('Horas'))
    await userEvent.type(within(dialog).getByLabelText('Horas'), '12')
    await userEvent.type(within(dialog).getByLabelText('Código'), 'NOVO1234')
    await userEvent.type(within(dialog).getByLabelText('Link'), 'https://exemplo.org/novo.pdf')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByRole('cell', { name: 'NOVO1234' })).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nome: 'Maria',
      curso: 'Redação',
      horas: 12,
      codigo: 'NOVO1234',
      link: 'https://exemplo.org/novo.pdf',
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText(messages.adminCertificates.created)).toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it("shows 'Erro ao cadastrar certificado: ' with the server's mensagem, or Erro interno", async () => {
    let reply = { status: 409, body: { mensagem: messages.certificates.duplicateCode } as object }
    mockFetch({ 'GET /certificados': page([]), 'POST /certificado': () => reply })
    renderScreen()
    await screen.findByText(messages.certificates.noneRegistered)
    await userEvent.click(screen.getByRole('button', { name: messages.adminCertificates.addButton }))
    const dialog = screen.getByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Maria')
    await userEvent.type(within(dialog).getByLabelText('Curso'), 'Curso')
    await userEvent.type(within(dialog).getByLabelText('Horas'), '3')
    await userEvent.type(within(dialog).getByLabelText('Código'), 'DUP00001')
    await userEvent.type(within(dialog).getByLabelText('Link'), 'https://exemplo.org/x.pdf')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Erro ao cadastrar certificado: ${messages.certificates.duplicateCode}`,
    )

    reply = { status: 500, body: {} }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Erro ao cadastrar certificado: Erro interno')).toBeInTheDocument()
  })

  it('closes with Escape and returns focus to the opener', async () => {
    mockFetch({ 'GET /certificados': page([]) })
    renderScreen()
    await screen.findByText(messages.certificates.noneRegistered)
    const opener = screen.getByRole('button', { name: messages.adminCertificates.addButton })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })
})

describe('edit and delete dialogs', () => {
  it('edits without client validation and shows the edit failure', async () => {
    const { calls } = mockFetch({
      'GET /certificados': page([make(1)]),
      'PUT /certificado/COD00001': { status: 400, body: { mensagem: 'x' } },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: 'Editar COD00001' }))
    const dialog = screen.getByRole('dialog', { name: messages.adminCertificates.editTitle })
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Pessoa 1')
    await userEvent.clear(within(dialog).getByLabelText('Nome'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.certificates.editFailed)
    expect(within(dialog).queryByText(messages.certificates.nameRequired)).not.toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ nome: '', horas: 10 })
  })

  it('revokes with a reason (required), reloads, and shows the server\'s refusal', async () => {
    let list = [make(1), make(2)]
    let reply: { status: number; body: object } = { status: 409, body: { mensagem: manage.alreadyRevoked } }
    const { calls } = mockFetch({
      'GET /certificados': () => page(list),
      'POST /certificados/COD00002/revogacao': () => {
        if (reply.status === 200) list = [make(1), make(2, { status: manage.revokedStatus, revogadoEm: new Date().toISOString() })]
        return reply
      },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: `${manage.revoke} COD00002` }))
    const dialog = screen.getByRole('dialog', { name: manage.revokeTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: manage.revoke }))
    expect(within(dialog).getByText(manage.revocationReasonRequired)).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText(manage.revokeReasonLabel), 'Emitido por engano')
    await userEvent.click(within(dialog).getByRole('button', { name: manage.revoke }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(manage.alreadyRevoked)

    reply = { status: 200, body: make(2) }
    await userEvent.click(within(dialog).getByRole('button', { name: manage.revoke }))
    expect(await screen.findByText(manage.revoked)).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ motivo: 'Emitido por engano' })
    expect(screen.queryByRole('button', { name: `${manage.revoke} COD00002` })).not.toBeInTheDocument()
  })
})
