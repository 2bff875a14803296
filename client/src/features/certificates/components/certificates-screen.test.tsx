import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { messages, type Certificate } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signIn, signInForEachTest } from '../../../test/session'
import CertificatesScreen from './certificates-screen'

const make = (index: number, extra: Partial<Certificate> = {}): Certificate => ({
  codigo: `COD${String(index).padStart(5, '0')}`,
  nome: `Pessoa ${index}`,
  curso: index % 2 === 0 ? 'Redação Oficial' : 'Inclusão Digital',
  horas: 10,
  link: `https://exemplo.org/${index}.pdf`,
  status: 'Válido',
  criadoEm: '2025-01-01T00:00:00.000Z',
  ...extra,
})

const sixty = Array.from({ length: 60 }, (_, index) => make(index + 1))

const renderScreen = () => renderAt(<CertificatesScreen />, '/admin/certificados')
const rows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')
const pager = () => screen.getByRole('navigation', { name: messages.adminCertificates.paginationLabel })

signInForEachTest()

describe('certificate list', () => {
  it('shows 10 per page with the first, last and nearby pages and an ellipsis', async () => {
    mockFetch({ 'GET /certificado': { body: sixty } })
    renderScreen()
    expect(await screen.findByRole('cell', { name: 'COD00001' })).toBeInTheDocument()
    expect(rows()).toHaveLength(10)
    const nav = within(pager())
    expect(nav.getAllByRole('button', { name: /^Página/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '6'])
    expect(nav.getByText('…')).toBeInTheDocument()
    expect(nav.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')
    expect(nav.getByRole('button', { name: 'Anterior' })).toBeDisabled()

    await userEvent.click(nav.getByRole('button', { name: 'Página 6' }))
    expect(screen.getByRole('cell', { name: 'COD00051' })).toBeInTheDocument()
    expect(rows()).toHaveLength(10)
    expect(nav.getAllByRole('button', { name: /^Página/ }).map((b) => b.textContent)).toEqual(['1', '4', '5', '6'])
    expect(nav.getByRole('button', { name: 'Próximo' })).toBeDisabled()
  })

  it('searches nome, curso and codigo ignoring case, back on page 1', async () => {
    mockFetch({ 'GET /certificado': { body: sixty } })
    renderScreen()
    await screen.findByRole('cell', { name: 'COD00001' })
    await userEvent.click(within(pager()).getByRole('button', { name: 'Página 2' }))
    const search = screen.getByLabelText(messages.adminCertificates.searchLabel)

    await userEvent.type(search, 'pessoa 42')
    expect(rows()).toHaveLength(1)
    expect(screen.getByRole('cell', { name: 'COD00042' })).toBeInTheDocument()

    await userEvent.clear(search)
    await userEvent.type(search, 'cod0001')
    expect(rows()).toHaveLength(10)
    expect(screen.getByRole('cell', { name: 'COD00010' })).toBeInTheDocument()

    await userEvent.clear(search)
    await userEvent.type(search, 'REDAÇÃO')
    expect(screen.getByText('30 certificados')).toBeInTheDocument()
    expect(within(pager()).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')

    await userEvent.clear(search)
    await userEvent.type(search, 'nada disso')
    expect(screen.getByText(messages.certificates.noneFound)).toBeInTheDocument()
  })

  it('says none are registered for an empty list and Não disponível for a missing link', async () => {
    mockFetch({ 'GET /certificado': { body: [] } })
    const { unmount } = renderScreen()
    expect(await screen.findByText(messages.certificates.noneRegistered)).toBeInTheDocument()
    unmount()

    mockFetch({ 'GET /certificado': { body: [make(1, { link: '' })] } })
    renderScreen()
    expect(await screen.findByText(messages.certificates.linkMissing)).toBeInTheDocument()
  })

  it('sends the Bearer token', async () => {
    const token = signIn()
    const { calls } = mockFetch({ 'GET /certificado': { body: [] } })
    renderScreen()
    await screen.findByText(messages.certificates.noneRegistered)
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${token}`)
  })
})

describe('add dialog', () => {
  it('shows every required message, clears each on edit, and saves then reloads', async () => {
    let list: Certificate[] = []
    const { calls } = mockFetch({
      'GET /certificado': () => ({ body: list }),
      'POST /certificado': (call) => {
        list = [{ ...(call.body as Certificate), status: 'Válido', criadoEm: '' }]
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
    mockFetch({ 'GET /certificado': { body: [] }, 'POST /certificado': () => reply })
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
    mockFetch({ 'GET /certificado': { body: [] } })
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
      'GET /certificado': { body: [make(1)] },
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

  it('asks before deleting, reloads after success and shows the delete failure', async () => {
    let list = [make(1), make(2)]
    let fail = true
    mockFetch({
      'GET /certificado': () => ({ body: list }),
      'DELETE /certificado/COD00002': () => {
        if (fail) return { status: 503, body: {} }
        list = [make(1)]
        return { status: 204 }
      },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir COD00002' }))
    const dialog = screen.getByRole('dialog', { name: messages.admin.confirmDeleteTitle })
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.certificates.deleteFailed)

    fail = false
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText(messages.adminCertificates.deleted)).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'COD00002' })).not.toBeInTheDocument()
  })
})
