import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { messages } from '@site/contracts'
import ValidatorPage from './validator'

const certificate = {
  codigo: 'XY98ZW76',
  nome: 'Pedro Alves',
  curso: 'Inteligência Artificial',
  horas: 6,
  link: 'https://arquivos.example/pedro.pdf',
  status: 'Válido',
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(certificate), { status: 200, headers: { 'content-type': 'application/json' } })),
  )
})
afterEach(() => vi.unstubAllGlobals())

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/validador" element={<ValidatorPage />} />
        <Route path="/validador/:codigo" element={<ValidatorPage />} />
      </Routes>
    </MemoryRouter>,
  )

describe('ValidatorPage', { timeout: 20_000 }, () => {
  it('checks the code of a deep link on arrival', async () => {
    renderAt('/validador/XY98ZW76')
    expect(screen.getByRole('textbox', { name: messages.validatorPage.codeLabel })).toHaveValue('XY98ZW76')
    expect(await screen.findByRole('table')).toHaveTextContent('Pedro Alves')
  })

  it('replaces the address with the shareable link after a successful search', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const user = userEvent.setup({ delay: null })
    renderAt('/validador')
    await user.type(screen.getByRole('textbox', { name: messages.validatorPage.codeLabel }), 'xy98zw76{Enter}')
    await screen.findByRole('table')
    expect(replaceState.mock.calls.at(-1)?.[2]).toBe('/validador/XY98ZW76')
    expect(screen.getByRole('link', { name: /\/validador\/XY98ZW76$/ })).toBeInTheDocument()
    replaceState.mockRestore()
  })
})
