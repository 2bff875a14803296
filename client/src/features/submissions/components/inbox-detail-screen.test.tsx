import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { messages, type HistoryEntry, type InboxDetail } from '@site/contracts'
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr'
import { mockFetch, type FetchCall } from '../../../test/mock-fetch'
import { signInForEachTest } from '../../../test/session'
import { InboxDetailScreen } from './inbox-detail-screen'

const text = messages.inbox
const PATH = '/caixa/requerimentos/7'

/** A request received on 26/11/2026 at 09:30 in Brasília: its answer is due on 28/11 at 09:30. */
const record = (): InboxDetail => ({
  id: 7,
  protocolo: 'REQ-2026-000007',
  status: 'Recebido',
  proximosStatus: ['Em análise', 'Concluído', 'Indeferido'],
  criadoEm: '2026-11-26T12:30:00.000Z',
  decididoEm: null,
  prazo: '2026-11-28T12:30:00.000Z',
  atrasado: false,
  arquivosExcluidosEm: null,
  dadosExcluidosEm: null,
  campos: [{ rotulo: 'Nome', valor: 'Bento' }],
  arquivos: [{ id: 3, campo: 'rg', rotulo: 'RG', nome: 'rg.pdf', tipo: 'application/pdf', tamanho: 100 }],
  historico: [],
})

/** The server's side of the record: notes and status changes land in its history, as the real one does. */
function fakeServer(options: { holdNote?: Promise<void> } = {}) {
  const state = record()
  const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
    id: state.historico.length + 1,
    acao: 'status',
    deStatus: null,
    paraStatus: null,
    texto: null,
    autor: 'equipe',
    em: '2026-11-26T13:00:00.000Z',
    ...fields,
  })
  const mocked = mockFetch({
    [`GET ${PATH}`]: () => ({ body: structuredClone(state) }),
    [`POST ${PATH}/notas`]: async (call: FetchCall) => {
      await options.holdNote
      state.historico.push(entry({ acao: 'nota', texto: (call.body as { texto: string }).texto }))
      return { status: 204 }
    },
    [`PUT ${PATH}/status`]: (call: FetchCall) => {
      const { status, deStatus } = call.body as { status: string; deStatus: string }
      if (deStatus !== state.status) return { status: 409, body: { mensagem: text.statusChangedMeanwhile(state.status) } }
      state.historico.push(entry({ deStatus: state.status, paraStatus: status }))
      state.status = status
      state.proximosStatus = ['Concluído', 'Indeferido']
      return { status: 204 }
    },
    [`GET ${PATH}/arquivos/3?uso=visualizar`]: { body: '%PDF-1.4' },
  })
  return { state, ...mocked }
}

/** In React's StrictMode, as the app runs: effects run twice in development. */
const renderDetail = () =>
  render(
    <StrictMode>
      <RouterProvider
        router={createMemoryRouter([{ path: '/admin/requerimentos/:id', element: <InboxDetailScreen kind="documentRequest" /> }], {
          initialEntries: ['/admin/requerimentos/7'],
        })}
      />
    </StrictMode>,
  )
const history = () => screen.getByRole('region', { name: text.historyHeading })
const chooseStatus = async (status: string) => {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: text.changeStatus }), status)
  await userEvent.click(screen.getByRole('button', { name: text.changeStatus }))
}

signInForEachTest()
const originalUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
beforeEach(() => {
  URL.createObjectURL = () => 'blob:previa'
  URL.revokeObjectURL = () => {}
})
afterEach(() => {
  URL.createObjectURL = originalUrl.create
  URL.revokeObjectURL = originalUrl.revoke
})

describe('the inbox record', () => {
  it('shows when the answer is due, in Brasília time, and says so when it is late', async () => {
    fakeServer()
    renderDetail()
    expect(await screen.findByText(text.due('28/11/2026 09:30'))).toBeInTheDocument()
  })

  it('fetches a file once per "Visualizar", however often the screen draws again (one "visualizou arquivo" in the audit)', async () => {
    const { calls } = fakeServer()
    renderDetail()
    await userEvent.click(await screen.findByRole('button', { name: `${text.preview}: RG` }))
    expect(await screen.findByTitle('rg.pdf')).toHaveAttribute('src', 'blob:previa')
    // A note reloads the record and draws the screen again, the preview still open.
    await userEvent.type(screen.getByLabelText(text.noteLabel), 'Conferido')
    await userEvent.click(screen.getByRole('button', { name: text.addNote }))
    await within(history()).findByText('Conferido')
    expect(screen.getByTitle('rg.pdf')).toBeInTheDocument()
    expect(calls.filter((call) => call.path.includes('/arquivos/'))).toHaveLength(1)
  })

  it('shows the new status and its history entry right after a status change', async () => {
    fakeServer()
    renderDetail()
    await screen.findByText(text.due('28/11/2026 09:30'))
    await chooseStatus('Em análise')
    expect(await screen.findByText(text.statusChanged)).toBeInTheDocument()
    expect(await within(history()).findByText(/Recebido → Em análise/)).toBeInTheDocument()
  })

  it('applies a status change made while the note before it is still being saved: both end up in the history', async () => {
    let releaseNote = () => {}
    const { calls } = fakeServer({ holdNote: new Promise<void>((resolve) => (releaseNote = resolve)) })
    renderDetail()
    await screen.findByText(text.due('28/11/2026 09:30'))
    await userEvent.type(screen.getByLabelText(text.noteLabel), 'Ligar amanhã')
    await userEvent.click(screen.getByRole('button', { name: text.addNote }))
    await chooseStatus('Em análise')
    releaseNote()
    await within(history()).findByText('Ligar amanhã')
    expect(await within(history()).findByText(/Recebido → Em análise/)).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'Em análise', deStatus: 'Recebido' })
  })

  it('says when a colleague changed the status first, and shows the status the record has now', async () => {
    const { state } = fakeServer()
    renderDetail()
    await screen.findByText(text.due('28/11/2026 09:30'))
    Object.assign(state, { status: 'Em análise', proximosStatus: ['Concluído', 'Indeferido'] })
    await chooseStatus('Indeferido')
    expect(await screen.findByText(text.statusChangedMeanwhile('Em análise'))).toBeInTheDocument()
    expect(await screen.findByText('Em análise', { selector: 'strong' })).toBeInTheDocument()
  })

  it('replies to the requester with the text and the attached document, then clears the form', async () => {
    fakeServer()
    installFakeXhr()
    FakeXhr.autoRespond = { status: 204, body: null }
    renderDetail()
    const box = await screen.findByLabelText(text.replyLabel)
    await userEvent.type(box, 'Segue o seu diploma.')
    await userEvent.upload(screen.getByLabelText(text.replyAttachment), new File(['%PDF-1.4'], 'diploma.pdf', { type: 'application/pdf' }))
    await userEvent.click(screen.getByRole('button', { name: text.replySend }))
    expect(await screen.findByText(text.replySent)).toBeInTheDocument()
    const [sent] = FakeXhr.sent
    expect([sent!.method, sent!.url]).toEqual(['POST', `${PATH}/respostas`])
    expect(sent!.body!.get('mensagem')).toBe('Segue o seu diploma.')
    expect((sent!.body!.get('anexo') as File).name).toBe('diploma.pdf')
    await waitFor(() => expect(box).toHaveValue(''))
  })
})
