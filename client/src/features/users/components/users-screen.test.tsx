import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages, type StaffUser } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { signInForEachTest } from '../../../test/session'
import UsersScreen from './users-screen'

const text = messages.adminAccounts

const bruna: StaffUser = { id: 2, nome: 'bruna', email: 'bruna@example.com', papel: 'secretaria', ativo: true, pendente: false, doisFatores: false }
const caio: StaffUser = { id: 3, nome: 'caio', email: null, papel: 'comunicacao', ativo: false, pendente: false, doisFatores: false }

const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => ({ path: call.path, body: call.body }))

signInForEachTest()

describe('users screen: risky changes ask first', () => {
  it('asks before a role change, naming both roles; Escape keeps the role, the keyboard confirms', async () => {
    const { calls } = mockFetch({ 'GET /usuarios': { body: [bruna, caio] }, 'PUT /usuarios/2': { body: { ...bruna, papel: 'administrador' } } })
    render(<UsersScreen ownId="1" />)
    const select = await screen.findByLabelText(`${text.changeRole}: bruna`)
    await userEvent.selectOptions(select, 'administrador')
    const dialog = await screen.findByRole('dialog', { name: text.roleChangeTitle })
    expect(dialog).toHaveTextContent(text.roleChangeQuestion('bruna', 'Secretaria', 'Administrador'))
    expect(dialog).toHaveTextContent(text.roleChangeConsequence)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(select).toHaveValue('secretaria')
    expect(puts(calls)).toEqual([])

    await userEvent.selectOptions(select, 'administrador')
    const again = await screen.findByRole('dialog', { name: text.roleChangeTitle })
    // Focus starts on Cancelar; Tab reaches the confirmation, Enter sends it.
    expect(within(again).getByRole('button', { name: messages.admin.cancel })).toHaveFocus()
    await userEvent.tab()
    expect(within(again).getByRole('button', { name: text.changeRole })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText(messages.accounts.updated)).toBeInTheDocument()
    expect(puts(calls)).toEqual([{ path: '/usuarios/2', body: { papel: 'administrador' } }])
  })

  it('asks before "Desativar", and reactivates without a question', async () => {
    const { calls } = mockFetch({
      'GET /usuarios': { body: [bruna, caio] },
      'PUT /usuarios/2': { body: { ...bruna, ativo: false } },
      'PUT /usuarios/3': { body: { ...caio, ativo: true } },
    })
    render(<UsersScreen ownId="1" />)
    await userEvent.click(await screen.findByRole('button', { name: `${text.disable}: bruna` }))
    const dialog = await screen.findByRole('dialog', { name: text.disableTitle })
    expect(dialog).toHaveTextContent(text.disableQuestion('bruna'))
    expect(dialog).toHaveTextContent(text.disableConsequence)
    expect(puts(calls)).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: text.disable }))
    expect(await screen.findByText(messages.accounts.updated)).toBeInTheDocument()
    expect(puts(calls)).toEqual([{ path: '/usuarios/2', body: { ativo: false } }])

    await userEvent.click(screen.getByRole('button', { name: `${text.enable}: caio` }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(puts(calls)).toContainEqual({ path: '/usuarios/3', body: { ativo: true } })
  })
})
