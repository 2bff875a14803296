import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages, type AdminMenu, type AdminPageSummary, type MenuInput } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import MenuScreen from './menu-screen'

const text = messages.menuEditor

const page = (id: number, titulo: string, caminho: string, estado: AdminPageSummary['estado'] = 'publicado'): AdminPageSummary => ({
  id,
  caminho,
  titulo,
  modelo: 'projeto',
  fixa: false,
  estado,
  publicadoEm: null,
  alteracoesPendentes: false,
  atualizadoEm: '2026-11-21T12:00:00.000Z',
})

const PAGES = [page(1, 'Projetos ativos', '/projetos-ativos'), page(2, 'Horta Comunitária', '/projetos-ativos/horta'), page(3, 'Rascunho novo', '/cursos/novo', 'rascunho')]

const leaf = (id: number, rotulo: string, paginaId: number | null, caminho: string, rota: string | null = null) => ({ id, rotulo, paginaId, rota, caminho, visivel: true })

const MENU: AdminMenu = {
  principal: [
    { ...leaf(10, 'Início', null, '/', null), rota: null, paginaId: 1, filhos: [] },
    { ...leaf(11, 'Projetos', 1, '/projetos-ativos'), filhos: [leaf(12, 'Longevidade', 1, '/projetos-ativos')] },
  ],
  rodape: [{ ...leaf(20, 'Validador', null, '/validador', '/validador'), filhos: [] }],
  idbasico: [],
  avisos: [],
}

signInForEachTest()

const area = (name: string) => screen.getByRole('region', { name })

describe('menu editor', { timeout: 20_000 }, () => {
  it('adds a published page to a submenu, renames and reorders entries, and saves the menu whole', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/menu': { body: MENU },
      'GET /api/admin/paginas': { body: PAGES },
      'PUT /api/admin/menu': { body: MENU },
    })
    renderAt(<MenuScreen canEdit />, '/admin/menu')
    const main = await screen.findByRole('region', { name: messages.siteMenu.areas.principal })
    const projects = within(main).getByRole('group', { name: 'Projetos' })

    await userEvent.click(within(projects).getByRole('button', { name: new RegExp(`^${text.addChild}`) }))
    const added = within(projects).getByRole('group', { name: text.newItem })
    await userEvent.type(within(added).getByLabelText(text.itemLabel), 'Horta')
    const target = within(added).getByLabelText(text.target)
    // Drafts are not offered: a visitor could not open them.
    expect(within(target).queryByRole('option', { name: /Rascunho novo/ })).not.toBeInTheDocument()
    await userEvent.selectOptions(target, 'Horta Comunitária (/projetos-ativos/horta)')

    await userEvent.click(within(projects).getByRole('button', { name: /^Subir ?Horta$/ }))
    expect(screen.getByText(text.moved('Horta', 1, 2))).toBeInTheDocument()
    expect(document.activeElement).toBe(within(projects).getByRole('button', { name: /^Descer ?Horta$/ }))

    const footer = area(messages.siteMenu.areas.rodape)
    await userEvent.clear(within(footer).getByLabelText(text.itemLabel))
    await userEvent.type(within(footer).getByLabelText(text.itemLabel), 'Validar certificado')

    await userEvent.click(screen.getByRole('button', { name: text.save }))
    await screen.findByText(text.saved)
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      principal: [
        { rotulo: 'Início', paginaId: 1, filhos: [] },
        {
          rotulo: 'Projetos',
          paginaId: 1,
          filhos: [
            { rotulo: 'Horta', paginaId: 2 },
            { rotulo: 'Longevidade', paginaId: 1 },
          ],
        },
      ],
      rodape: [{ rotulo: 'Validar certificado', paginaId: null, rota: '/validador', filhos: [] }],
      idbasico: [],
    } satisfies MenuInput)
  })

  it('removes an entry and shows the server’s refusal next to the field it names', async () => {
    mockFetch({
      'GET /api/admin/menu': { body: MENU },
      'GET /api/admin/paginas': { body: PAGES },
      'PUT /api/admin/menu': {
        status: 400,
        body: { mensagem: messages.common.invalidRequest, issues: [{ campo: 'principal.0.rotulo', mensagem: messages.siteMenu.labelRequired }] },
      },
    })
    renderAt(<MenuScreen canEdit />, '/admin/menu')
    const main = await screen.findByRole('region', { name: messages.siteMenu.areas.principal })
    await userEvent.click(within(main).getByRole('button', { name: /^Remover ?Projetos$/ }))
    expect(within(main).queryByRole('group', { name: 'Projetos' })).not.toBeInTheDocument()
    expect(screen.getByText(text.removed('Projetos'))).toBeInTheDocument()

    await userEvent.clear(within(main).getByLabelText(text.itemLabel))
    await userEvent.click(screen.getByRole('button', { name: text.save }))
    await screen.findByText(messages.common.invalidRequest)
    expect(within(main).getByLabelText(text.itemLabel)).toHaveAccessibleDescription(messages.siteMenu.labelRequired)
  })

  it('shows Secretaria the menu without a button that changes it', async () => {
    mockFetch({ 'GET /api/admin/menu': { body: { ...MENU, avisos: [messages.siteMenu.pageNotPublished('Projetos')] } }, 'GET /api/admin/paginas': { body: PAGES } })
    renderAt(<MenuScreen canEdit={false} />, '/admin/menu')
    const main = await screen.findByRole('region', { name: messages.siteMenu.areas.principal })
    expect(screen.getByText(messages.siteMenu.pageNotPublished('Projetos'))).toBeInTheDocument()
    expect(within(main).getAllByLabelText(text.itemLabel)[0]).toBeDisabled()
    expect(screen.queryByRole('button', { name: text.save })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument()
  })
})
