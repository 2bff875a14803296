import { PATHS, SENT_MAIL_CONTENT_DAYS } from '@site/contracts'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '../test/mock-fetch'
import { renderAt } from '../test/render'
import PrivacyPage from './privacy'

afterEach(() => vi.unstubAllGlobals())

describe('privacy notice', () => {
  it('states the retention of identity documents the server is configured with', async () => {
    mockFetch({ 'GET /configuracoes/privacidade': { body: { diasRetencaoDocumentos: 30 } }, 'GET /configuracoes/contatos': { body: {} } })
    renderAt(<PrivacyPage />, PATHS.privacy)
    expect(await screen.findByText(/apagadas automaticamente 30 dias depois que o requerimento é concluído ou indeferido/)).toBeVisible()
    expect(screen.queryByText(/90 dias/)).toBeNull()
    expect(screen.getByText(new RegExp(`por ${SENT_MAIL_CONTENT_DAYS} dias, para confirmar a entrega`))).toBeVisible()
  })

  it('without an answer from the server, says the documents go after a fixed period and names no number', async () => {
    const { calls } = mockFetch({ 'GET /configuracoes/privacidade': { status: 503, body: { mensagem: 'x' } }, 'GET /configuracoes/contatos': { body: {} } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAt(<PrivacyPage />, PATHS.privacy)
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/configuracoes/privacidade')).toBe(true))
    expect(screen.getByText(/apagadas automaticamente depois de um prazo fixo/)).toBeVisible()
  })
})
