import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages, type ContentRevision, type TeamMember, type TrashItem } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import { TeamScreen } from './content-screens'

const history = messages.contentHistory

const revision = (id: number, cargo: string): ContentRevision => ({
  id,
  autor: 'clara',
  criadoEm: `2026-11-2${id}T13:00:00.000Z`,
  dados: { nome: 'Ana Souza', cargo },
})

signInForEachTest()

describe('content list screen: revisions and trash', { timeout: 20_000 }, () => {
  it('compares a revision with the item as the list has it after the last save, even if opened before the list reloaded', async () => {
    let team: TeamMember[] = [{ id: 7, nome: 'Ana Souza', cargo: 'Coordenadora' }]
    let releaseReload = () => {}
    let reloads = 0
    mockFetch({
      'GET /conteudo/equipe': async () => {
        reloads += 1
        if (reloads > 1) await new Promise<void>((resolve) => (releaseReload = resolve))
        return { body: team }
      },
      'GET /conteudo/equipe/lixeira': { body: [] },
      'PUT /conteudo/equipe/7': (call) => {
        team = [{ id: 7, ...(call.body as Omit<TeamMember, 'id'>) }]
        return { body: team[0] }
      },
      'GET /conteudo/equipe/7/revisoes': () => ({ body: [revision(2, team[0]!.cargo), revision(1, 'Coordenadora')] }),
    })
    renderAt(<TeamScreen />, '/admin/equipe')

    await userEvent.click(await screen.findByRole('button', { name: `${messages.admin.edit} Ana Souza` }))
    const form = screen.getByRole('dialog', { name: 'Editar pessoa' })
    await userEvent.clear(within(form).getByLabelText(/Cargo/))
    await userEvent.type(within(form).getByLabelText(/Cargo/), 'Presidente')
    await userEvent.click(within(form).getByRole('button', { name: messages.admin.save }))
    await screen.findByText(messages.content.updated)

    await userEvent.click(screen.getByRole('button', { name: history.revisionsOf('Ana Souza') }))
    const dialog = await screen.findByRole('dialog', { name: history.revisionsOf('Ana Souza') })
    const [, first] = await within(dialog).findAllByRole('listitem')
    await userEvent.click(within(first!).getByRole('button', { name: new RegExp(`^${history.compare}`) }))
    releaseReload()
    const row = await within(first!).findByRole('row', { name: /Cargo/ })
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Presidente', 'Coordenadora'])
  })

  it('lists the trash with the purge date and restores an item, announcing it', async () => {
    let trash: TrashItem[] = [
      { tipo: 'equipe', id: 9, titulo: 'Bruno Lima', excluidoEm: '2026-11-20T12:00:00.000Z', expiraEm: '2026-12-20T12:00:00.000Z' },
    ]
    const { calls } = mockFetch({
      'GET /conteudo/equipe': { body: [] },
      'GET /conteudo/equipe/lixeira': () => ({ body: trash }),
      'POST /conteudo/equipe/lixeira/9/restaurar': () => {
        trash = []
        return { status: 204 }
      },
    })
    renderAt(<TeamScreen />, '/admin/equipe')

    const section = await screen.findByRole('region', { name: history.trashTitle })
    const entry = await within(section).findByRole('listitem')
    expect(entry).toHaveTextContent(`Bruno Lima${history.deletedAt} 20/11/2026 · ${history.expiresAt} 20/12/2026`)
    // jsdom joins the visible and the visually hidden part of the name without the space a browser keeps.
    await userEvent.click(within(entry).getByRole('button', { name: new RegExp(`^${history.restoreFromTrash}\\s*Bruno Lima$`) }))
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent === history.restoredFromTrash)).toBe(true))
    expect(within(section).getByRole('heading', { name: history.trashTitle })).toHaveFocus()
    expect(await within(section).findByText(history.trashEmpty)).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/conteudo/equipe/lixeira/9/restaurar'])
  })
})

describe('content list screen: order', () => {
  it('moves the 13th person to the top with one "Mover para o topo", keeping the keyboard focus on the moved person', async () => {
    let team: TeamMember[] = Array.from({ length: 13 }, (_, index) => ({ id: index + 1, nome: `Pessoa ${index + 1}`, cargo: 'Professora' }))
    const { calls } = mockFetch({
      'GET /conteudo/equipe': () => ({ body: team }),
      'GET /conteudo/equipe/lixeira': { body: [] },
      'PUT /conteudo/equipe/13/posicao': () => {
        team = [team.at(-1)!, ...team.slice(0, -1)]
        return { body: team }
      },
    })
    renderAt(<TeamScreen />, '/admin/equipe')

    const toTop = await screen.findByRole('button', { name: `${messages.content.moveToTop}: Pessoa 13` })
    toTop.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Pessoa 13'))
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ direcao: 'topo' }])
    expect(screen.getByRole('button', { name: `${messages.content.moveToTop}: Pessoa 13` })).toBeDisabled()
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(`${messages.content.moveDown}: Pessoa 13`))
  })
})
