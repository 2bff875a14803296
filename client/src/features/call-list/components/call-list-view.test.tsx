import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages, recordCount, type CallList } from '@site/contracts'
import { CallListView } from './call-list-view'

const text = messages.callListPage
const list: CallList = {
  columns: ['Nome', 'Turma', 'Horário'],
  rows: [
    { Nome: 'José Antônio', Turma: 'Turma A', Horário: '14h' },
    { Nome: 'Maria Conceição', Turma: 'Turma B', Horário: '09h' },
    { Nome: 'JOAO PEDRO', Turma: 'Turma A', Horário: '14h' },
  ],
  atualizadoEm: '2025-03-01T12:00:00.000Z',
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, list))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const searchBox = () => screen.getByRole('searchbox', { name: text.searchLabel })

describe('CallListView', { timeout: 20_000 }, () => {
  it('builds the table from the server columns and rows', async () => {
    render(<CallListView />)
    expect(screen.getByRole('status')).toHaveTextContent(text.loading)
    const table = await screen.findByRole('table', { name: new RegExp(text.caption) })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(list.columns)
    expect(within(table).getByRole('columnheader', { name: 'Turma' })).toHaveAttribute('scope', 'col')
    expect(bodyRows()).toHaveLength(3)
    expect(screen.getByText(recordCount(3))).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/chamada', expect.anything())
  })

  it('filters live over every column, ignoring accents and case', async () => {
    const user = userEvent.setup({ delay: null })
    render(<CallListView />)
    await screen.findByRole('table')
    await user.type(searchBox(), 'jose antonio')
    expect(bodyRows()).toHaveLength(1)
    expect(bodyRows()[0]).toHaveTextContent('José Antônio')
    expect(screen.getByRole('status')).toHaveTextContent(recordCount(1))

    await user.clear(searchBox())
    await user.type(searchBox(), 'TURMA a')
    expect(bodyRows()).toHaveLength(2)

    await user.clear(searchBox())
    await user.type(searchBox(), 'joão')
    expect(bodyRows()[0]).toHaveTextContent('JOAO PEDRO')
  })

  it('shows the no-results state whose button clears the search and returns focus to it', async () => {
    const user = userEvent.setup({ delay: null })
    render(<CallListView />)
    await screen.findByRole('table')
    await user.type(searchBox(), 'ninguém com este nome')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByText(messages.callList.noResults)).toBeInTheDocument()
    expect(screen.getByText(messages.callList.noResultsHint)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(recordCount(0))

    await user.click(screen.getByRole('button', { name: text.clear }))
    expect(searchBox()).toHaveValue('')
    expect(searchBox()).toHaveFocus()
    expect(bodyRows()).toHaveLength(3)
  })

  it('shows the load error when the list cannot be read', async () => {
    fetchMock.mockResolvedValue(json(503, { mensagem: messages.common.serviceUnavailable }))
    render(<CallListView />)
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.callList.loadFailed)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
