import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages, type PublicCertificate } from '@site/contracts'
import { CertificateChecker } from './certificate-checker'

const text = messages.validatorPage
const SUPPORT = 'suporte@teste.example'
const certificate: PublicCertificate = {
  codigo: 'AB12CD34',
  nome: 'Maria da Silva',
  curso: 'Redação Oficial',
  horas: 36,
  link: 'https://arquivos.example/cert.pdf',
  status: 'Válido',
  revogadoEm: null,
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const codeInput = () => screen.getByRole('textbox', { name: text.codeLabel })

describe('CertificateChecker', { timeout: 20_000 }, () => {
  it('shows the example code as a hint of the input', () => {
    render(<CertificateChecker supportEmail={SUPPORT} />)
    expect(codeInput()).toHaveAccessibleDescription(expect.stringContaining('AB12CD34'))
  })

  it('shows the not-found error for a blank code without calling the server', async () => {
    const user = userEvent.setup({ delay: null })
    render(<CertificateChecker supportEmail={SUPPORT} />)
    await user.type(codeInput(), '   ')
    await user.click(screen.getByRole('button', { name: text.search }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(messages.certificates.notFound)
    expect(screen.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(alert.firstElementChild).toHaveFocus()
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true')
  })

  it('searches with the Enter key and shows the certificate in a table', async () => {
    const user = userEvent.setup({ delay: null })
    const onFound = vi.fn()
    fetchMock.mockResolvedValue(json(200, certificate))
    render(<CertificateChecker supportEmail={SUPPORT} onFound={onFound} />)
    await user.type(codeInput(), ' ab12cd34 {Enter}')

    const heading = await screen.findByRole('heading', { name: text.found })
    expect(fetchMock).toHaveBeenCalledWith('/certificado/ab12cd34', expect.anything())
    const table = screen.getByRole('table')
    for (const header of [text.name, text.course, text.hours, text.link, text.status]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument()
    }
    expect(table).toHaveTextContent('Maria da Silva')
    expect(table).toHaveTextContent('Redação Oficial')
    expect(table).toHaveTextContent('36')
    expect(screen.getByRole('link', { name: new RegExp(text.openCertificate) })).toHaveAttribute('target', '_blank')
    expect(screen.getByText('Válido')).toHaveClass('status-badge')
    expect(screen.getByRole('status')).toHaveTextContent(text.found)
    await waitFor(() => expect(heading).toHaveFocus())
    expect(onFound).toHaveBeenCalledWith('AB12CD34')
  })

  it('disables the button and shows a spinner while checking', async () => {
    const user = userEvent.setup({ delay: null })
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    render(<CertificateChecker supportEmail={SUPPORT} />)
    await user.type(codeInput(), 'AB12CD34')
    await user.click(screen.getByRole('button', { name: text.search }))
    const button = screen.getByRole('button', { name: text.searching })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    answer(json(200, certificate))
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  it('shows the not-found message when the server does not know the code', async () => {
    const user = userEvent.setup({ delay: null })
    fetchMock.mockResolvedValue(json(404, { mensagem: messages.certificates.notFound }))
    render(<CertificateChecker supportEmail={SUPPORT} />)
    await user.type(codeInput(), 'ZZZZ9999')
    await user.click(screen.getByRole('button', { name: text.search }))
    expect(await screen.findByText(messages.certificates.notFound)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('checks a code from the address on load and fills the input', async () => {
    fetchMock.mockResolvedValue(json(200, certificate))
    render(<CertificateChecker supportEmail={SUPPORT} initialCode="AB12CD34" />)
    expect(codeInput()).toHaveValue('AB12CD34')
    expect(await screen.findByRole('table')).toHaveTextContent('Maria da Silva')
  })

  it('offers the PDF of a valid certificate, and for a revoked one says so with the date instead', async () => {
    fetchMock.mockResolvedValue(json(200, certificate))
    const { unmount } = render(<CertificateChecker supportEmail={SUPPORT} initialCode="AB12CD34" />)
    const download = await screen.findByRole('link', { name: messages.certificateManagement.downloadPdf })
    expect(download).toHaveAttribute('href', '/certificado/AB12CD34/pdf')
    unmount()

    const revoked = { ...certificate, status: messages.certificateManagement.revokedStatus, revogadoEm: '2026-02-03T15:00:00.000Z' }
    fetchMock.mockResolvedValue(json(200, revoked))
    render(<CertificateChecker supportEmail={SUPPORT} initialCode="AB12CD34" />)
    expect(await screen.findByText(`${messages.certificateManagement.revokedNotice} 03/02/2026.`)).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveTextContent(messages.certificateManagement.revokedStatus)
    expect(screen.queryByRole('link', { name: messages.certificateManagement.downloadPdf })).not.toBeInTheDocument()
  })
})
