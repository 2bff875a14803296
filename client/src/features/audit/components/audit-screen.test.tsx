import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages, type AuditPage } from '@site/contracts'
import { mockFetch, type FetchCall } from '../../../test/mock-fetch'
import { renderRouted } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import AuditScreen from './audit-screen'

/** One entry per page, whose target names the page asked for, of 150 in all. */
const reply = (call: FetchCall): { body: AuditPage } => {
  const pagina = Number(new URLSearchParams(call.path.split('?')[1]).get('pagina'))
  const entry = { id: pagina, em: '2025-05-01T12:00:00.000Z', usuario: 'admin', acao: 'visualizar', alvo: `Alvo ${pagina}`, detalhe: null }
  return { body: { itens: [entry], total: 150, pagina, porPagina: 50 } }
}
const pager = () => screen.getByRole('navigation', { name: messages.audit.title })

signInForEachTest()

describe('audit list state in the address', () => {
  it('opens on the page the address names, and an invalid page is page 1', async () => {
    mockFetch({ 'GET /auditoria': reply })
    const { unmount } = renderRouted(<AuditScreen />, '/admin/auditoria?pagina=2')
    expect(await screen.findByRole('cell', { name: 'Alvo 2' })).toBeInTheDocument()
    expect(within(pager()).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
    unmount()

    renderRouted(<AuditScreen />, '/admin/auditoria?pagina=dois')
    expect(await screen.findByRole('cell', { name: 'Alvo 1' })).toBeInTheDocument()
  })

  it('writes the page into the address, and back returns to the earlier one', async () => {
    mockFetch({ 'GET /auditoria': reply })
    const { address, router } = renderRouted(<AuditScreen />, '/admin/auditoria')
    await screen.findByRole('cell', { name: 'Alvo 1' })
    await userEvent.click(within(pager()).getByRole('button', { name: 'Página 3' }))
    expect(address()).toBe('/admin/auditoria?pagina=3')
    expect(await screen.findByRole('cell', { name: 'Alvo 3' })).toBeInTheDocument()

    await act(() => router.navigate(-1))
    expect(address()).toBe('/admin/auditoria')
    expect(await screen.findByRole('cell', { name: 'Alvo 1' })).toBeInTheDocument()
  })

  it('sends the filters the address names, shows them in the form, and writes applied ones into the address', async () => {
    const { calls } = mockFetch({ 'GET /auditoria': reply })
    const { address } = renderRouted(<AuditScreen />, '/admin/auditoria?usuario=ana&acao=entrar&de=2026-03-01&pagina=2')
    await screen.findByRole('cell', { name: 'Alvo 2' })
    const asked = new URLSearchParams(calls[0]!.path.split('?')[1])
    expect(Object.fromEntries(asked)).toEqual({ pagina: '2', usuario: 'ana', acao: 'entrar', de: '2026-03-01' })
    const filters = screen.getByRole('search', { name: messages.audit.filters.legend })
    expect(within(filters).getByLabelText(messages.audit.filters.who)).toHaveValue('ana')
    expect(within(filters).getByLabelText(messages.audit.filters.action)).toHaveValue('entrar')

    await userEvent.selectOptions(within(filters).getByLabelText(messages.audit.filters.action), messages.audit.actions['publicar-noticia']!)
    await userEvent.type(within(filters).getByLabelText(messages.audit.filters.to), '2026-03-31')
    await userEvent.click(within(filters).getByRole('button', { name: messages.audit.filters.apply }))
    expect(address()).toBe('/admin/auditoria?usuario=ana&acao=publicar-noticia&de=2026-03-01&ate=2026-03-31')
    await userEvent.click(within(screen.getByRole('search', { name: messages.audit.filters.legend })).getByRole('button', { name: messages.audit.filters.clear }))
    expect(address()).toBe('/admin/auditoria')
  })
})
