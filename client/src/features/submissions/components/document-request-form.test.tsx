import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@site/contracts'
import { FakeXhr, fakeFile, installFakeXhr } from '../../../test/fake-xhr'
import { DocumentRequestForm } from './document-request-form'

const text = messages.documentRequestPage

beforeEach(() => installFakeXhr())
afterEach(() => vi.unstubAllGlobals())

const declaration = () => screen.getByRole('checkbox', { name: text.declaration })
const fileInput = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))

async function fillEverything(user: ReturnType<typeof userEvent.setup>, { tick = true } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Carla Requerente')
  await user.type(screen.getByRole('textbox', { name: 'CPF' }), '123.456.789-00')
  await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '48 97777-0000')
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'carla@example.com')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'SC')
  await user.selectOptions(screen.getByRole('combobox', { name: text.course }), 'pedagogia')
  await user.selectOptions(screen.getByRole('combobox', { name: text.documentType }), 'diploma')
  await user.click(screen.getByRole('radio', { name: text.deliveryOptions.email }))
  await user.upload(fileInput(text.rg), fakeFile('rg.pdf', 'application/pdf'))
  await user.upload(fileInput(text.certidao), fakeFile('certidao.png', 'image/png'))
  if (tick) await user.click(declaration())
}

describe('DocumentRequestForm', { timeout: 30_000 }, () => {
  it('offers the five courses, the five document types and the two delivery options', () => {
    render(<DocumentRequestForm />)
    const course = screen.getByRole('combobox', { name: text.course })
    expect(course.querySelectorAll('option:not([value=""])')).toHaveLength(5)
    const type = screen.getByRole('combobox', { name: text.documentType })
    expect(type.querySelectorAll('option:not([value=""])')).toHaveLength(5)
    expect(screen.getAllByRole('radio')).toHaveLength(2)
  })

  it('alerts that the declaration must be confirmed, without sending', async () => {
    const user = userEvent.setup({ delay: null })
    render(<DocumentRequestForm />)
    await fillEverything(user, { tick: false })
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(messages.documentRequests.declarationRequired)
    expect(declaration()).toHaveAttribute('aria-invalid', 'true')
    expect(declaration()).toHaveAccessibleDescription(messages.documentRequests.declarationRequired)
    expect(declaration()).toHaveFocus()
    expect(FakeXhr.sent).toHaveLength(0)
  })

  it('asks for the required fields and the RG and certidão files', async () => {
    const user = userEvent.setup({ delay: null })
    render(<DocumentRequestForm />)
    await user.click(declaration())
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.invalidRequest)
    expect(screen.getByText('CPF é obrigatório')).toBeInTheDocument()
    expect(screen.getByText(messages.documentRequests.rgRequired)).toBeInTheDocument()
    expect(screen.getByText(messages.documentRequests.certidaoRequired)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Cidade' })).not.toHaveAttribute('aria-invalid')
    expect(FakeXhr.sent).toHaveLength(0)
  })

  it('sends the request and shows the success screen, whose button returns to an empty form', async () => {
    const user = userEvent.setup({ delay: null })
    render(<DocumentRequestForm />)
    await fillEverything(user)
    await user.upload(fileInput(text.procuracao), fakeFile('procuracao.jpg', 'image/jpeg'))
    await user.click(screen.getByRole('button', { name: text.submit }))

    const request = FakeXhr.sent[0]!
    expect(request.url).toBe('/enviar-requerimento')
    expect(request.body?.get('cpf')).toBe('123.456.789-00')
    expect(request.body?.get('curso')).toBe('pedagogia')
    expect(request.body?.get('envio')).toBe('email')
    expect(request.body?.get('declaracao')).toBe('true')
    expect((request.body?.get('rg') as File).name).toBe('rg.pdf')
    expect((request.body?.get('procuracao') as File).name).toBe('procuracao.jpg')
    expect(request.body?.has('cpfDoc')).toBe(false)
    expect(screen.getByRole('button', { name: messages.forms.sending })).toBeDisabled()

    request.respond(201, { mensagem: messages.documentRequests.success, protocolo: 'REQ-2026-000007' })
    const heading = await screen.findByRole('heading', { name: messages.documentRequests.success })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText('REQ-2026-000007')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: messages.protocols.print })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: text.submit })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: messages.documentRequests.sendAnother }))
    const name = screen.getByRole('textbox', { name: 'Nome completo' })
    expect(name).toHaveValue('')
    expect(declaration()).not.toBeChecked()
    expect(screen.queryByText('rg.pdf')).not.toBeInTheDocument()
    await waitFor(() => expect(name).toHaveFocus())
  })

  it('alerts on failure and keeps what was typed and chosen', async () => {
    const user = userEvent.setup({ delay: null })
    render(<DocumentRequestForm />)
    await fillEverything(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    FakeXhr.sent[0]!.respond(503, { mensagem: messages.common.serviceUnavailable })
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(messages.documentRequests.failure),
    )
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Carla Requerente')
    expect(screen.getByRole('combobox', { name: text.course })).toHaveValue('pedagogia')
    expect(screen.getByRole('radio', { name: text.deliveryOptions.email })).toBeChecked()
    expect(declaration()).toBeChecked()
    expect(screen.getByText('rg.pdf')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled()
  })
})
