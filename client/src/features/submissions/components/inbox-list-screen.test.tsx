import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages, SCHOOLING_LEVELS, type InboxItem, type InboxPage } from '@site/contracts'
import { mockFetch, type FetchCall } from '../../../test/mock-fetch'
import { renderRouted } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import { InboxListScreen } from './inbox-list-screen'

const text = messages.inbox

const item = (id: number): InboxItem => ({
  id,
  protocolo: `CAND-${id}`,
  nome: `Pessoa ${id}`,
  email: `pessoa${id}@exemplo.org`,
  assunto: SCHOOLING_LEVELS[0],
  status: 'Recebido',
  criadoEm: '2025-05-01T12:00:00.000Z',
  prazo: null,
  atrasado: false,
})
/** One row per page, numbered by the page asked for, of 60 in all. */
const reply = (call: FetchCall): { body: InboxPage } => {
  const pagina = Number(new URLSearchParams(call.path.split('?')[1]).get('pagina'))
  return { body: { itens: [item(pagina)], total: 60, pagina, porPagina: 20 } }
}
const asked = (calls: FetchCall[]) => Object.fromEntries(new URLSearchParams(calls.at(-1)!.path.split('?')[1]))
const pager = () => screen.getByRole('navigation', { name: text.paginationLabel })
const renderInbox = (path: string) => renderRouted(<InboxListScreen kind="volunteer" />, path)

signInForEachTest()

describe('inbox list state in the address', () => {
  it('shows the page and filters a link asks for, with the form filled in', async () => {
    const { calls } = mockFetch({ 'GET /caixa/candidaturas': reply })
    renderInbox(`/admin/candidaturas?pagina=2&busca=ana&status=Recebido&escolaridade=${encodeURIComponent(SCHOOLING_LEVELS[0])}`)
    expect(await screen.findByRole('link', { name: 'CAND-2' })).toBeInTheDocument()
    expect(asked(calls)).toEqual({ pagina: '2', busca: 'ana', status: 'Recebido', escolaridade: SCHOOLING_LEVELS[0], ordem: 'recentes' })
    expect(screen.getByRole('searchbox', { name: text.searchLabel })).toHaveValue('ana')
    expect(screen.getByLabelText(text.statusFilter)).toHaveValue('Recebido')
    expect(within(pager()).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
  })

  it('reads unknown filters and a bad date or page as their defaults', async () => {
    const { calls } = mockFetch({ 'GET /caixa/candidaturas': reply })
    renderInbox('/admin/candidaturas?pagina=-3&status=Perdido&de=ontem&ordem=aleatoria&escolaridade=nenhuma')
    expect(await screen.findByRole('link', { name: 'CAND-1' })).toBeInTheDocument()
    expect(asked(calls)).toEqual({ pagina: '1', ordem: 'recentes' })
    expect(screen.getByLabelText(text.statusFilter)).toHaveValue('')
  })

  it('writes the filters and the page into the address; back brings the earlier list and form back', async () => {
    const { calls } = mockFetch({ 'GET /caixa/candidaturas': reply })
    const { address, router } = renderInbox('/admin/candidaturas?pagina=2')
    await screen.findByRole('link', { name: 'CAND-2' })

    await userEvent.type(screen.getByRole('searchbox', { name: text.searchLabel }), 'ana')
    await userEvent.selectOptions(screen.getByLabelText(text.sortLabel), 'nome')
    await userEvent.click(screen.getByRole('button', { name: messages.inboxListScreen.filter }))
    expect(address()).toBe('/admin/candidaturas?busca=ana&ordem=nome')
    expect(await screen.findByRole('link', { name: 'CAND-1' })).toBeInTheDocument()

    await userEvent.click(within(pager()).getByRole('button', { name: 'Página 3' }))
    expect(address()).toBe('/admin/candidaturas?busca=ana&ordem=nome&pagina=3')
    expect(await screen.findByRole('link', { name: 'CAND-3' })).toBeInTheDocument()
    expect(asked(calls)).toEqual({ pagina: '3', busca: 'ana', ordem: 'nome' })

    await act(() => router.navigate(-2))
    expect(address()).toBe('/admin/candidaturas?pagina=2')
    expect(await screen.findByRole('link', { name: 'CAND-2' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: text.searchLabel })).toHaveValue('')
    expect(screen.getByLabelText(text.sortLabel)).toHaveValue('recentes')
  })
})
