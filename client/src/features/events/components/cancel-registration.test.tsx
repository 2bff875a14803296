import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { CancelRegistration } from './cancel-registration'

const text = messages.registrationCancel
const TOKEN = '12.c2lnbmF0dXJlLW9mLXRlc3Q'
const DETAILS = `GET /inscricoes/cancelamento?token=${encodeURIComponent(TOKEN)}`
const CONFIRM = 'POST /inscricoes/cancelamento'
const event = { titulo: 'Memória ativa', data: '2026-12-21', horario: '14:30:00', local: 'Auditório Central' }

afterEach(() => vi.unstubAllGlobals())

describe('CancelRegistration', () => {
  it('shows the event, cancels only when the visitor confirms, then says so and removes the button', async () => {
    const { calls } = mockFetch({ [DETAILS]: { body: event }, [CONFIRM]: { body: { mensagem: text.cancelled } } })
    render(<CancelRegistration token={TOKEN} />)
    expect(await screen.findByText('Memória ativa')).toBeInTheDocument()
    expect(screen.getByText('21/12/2026')).toBeInTheDocument()
    expect(screen.getByText('14:30')).toBeInTheDocument()
    expect(screen.getByText('Auditório Central')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: text.confirm }))
    const status = await screen.findByText(text.cancelled)
    expect(status.closest('[role="status"]')).not.toBeNull()
    await waitFor(() => expect(status).toHaveFocus())
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: TOKEN })
    expect(screen.queryByRole('button', { name: text.confirm })).not.toBeInTheDocument()
  })

  it('says a link used before is already cancelled, without a button', async () => {
    mockFetch({ [DETAILS]: { status: 410, body: { mensagem: text.alreadyCancelled } } })
    render(<CancelRegistration token={TOKEN} />)
    expect(await screen.findByText(text.alreadyCancelled)).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('announces a tampered link as an error', async () => {
    mockFetch({ [DETAILS]: { status: 400, body: { mensagem: text.invalidLink } } })
    render(<CancelRegistration token={TOKEN} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(text.invalidLink)
  })

  it('says the link is invalid when it has no token, asking the server nothing', () => {
    const { calls } = mockFetch({})
    render(<CancelRegistration token={null} />)
    expect(screen.getByRole('alert')).toHaveTextContent(text.invalidLink)
    expect(calls).toHaveLength(0)
  })

  it('keeps the button after a passing failure, so the visitor can try again', async () => {
    mockFetch({ [DETAILS]: { body: event }, [CONFIRM]: { status: 503, body: { mensagem: messages.common.serviceUnavailable } } })
    render(<CancelRegistration token={TOKEN} />)
    await userEvent.click(await screen.findByRole('button', { name: text.confirm }))
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.serviceUnavailable)
    expect(screen.getByRole('button', { name: text.confirm })).toBeEnabled()
  })
})
