import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@site/contracts'
import { FakeXhr, fakeFile, installFakeXhr } from '../../../test/fake-xhr'
import { VolunteerForm } from './volunteer-form'

const text = messages.volunteerPage

beforeEach(() => installFakeXhr())
afterEach(() => vi.unstubAllGlobals())

const slider = () => screen.getByRole('slider', { name: text.knowledgeLevel })
const termInput = () => screen.getByLabelText(new RegExp(text.term))

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana Voluntária')
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com')
  await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '48 98888-0000')
  await user.type(screen.getByRole('textbox', { name: 'Endereço' }), 'Rua das Flores, 10')
  await user.selectOptions(screen.getByRole('combobox', { name: text.schooling }), 'Ensino Médio Completo')
}

describe('VolunteerForm', { timeout: 20_000 }, () => {
  it('shows 0 on the knowledge slider until it is touched', async () => {
    render(<VolunteerForm />)
    expect(screen.getByText('0')).toBeInTheDocument()
    expect(slider()).toHaveAttribute('aria-valuetext', text.knowledgeUnset)
    // jsdom does not move a range with the keyboard: a key press only counts as touching (the thumb stays at 1).
    fireEvent.keyDown(slider(), { key: 'Home' })
    expect(screen.getByText('1')).toBeInTheDocument()
    fireEvent.change(slider(), { target: { value: '7' } })
    expect(screen.getByText('7')).toBeInTheDocument()
    expect(slider()).toHaveAttribute('aria-valuetext', '7')
  })

  it('offers the six schooling levels and the 27 states', () => {
    render(<VolunteerForm />)
    const schooling = screen.getByRole('combobox', { name: text.schooling })
    expect(schooling.querySelectorAll('option:not([value=""])')).toHaveLength(6)
    const state = screen.getByRole('combobox', { name: 'Estado' })
    expect(state.querySelectorAll('option:not([value=""])')).toHaveLength(27)
  })

  it('asks for the Termo de Adesão when no file is chosen, without sending', async () => {
    const user = userEvent.setup({ delay: null })
    render(<VolunteerForm />)
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(screen.getByText(messages.volunteers.termRequired)).toBeInTheDocument()
    expect(termInput()).toHaveAttribute('aria-invalid', 'true')
    expect(termInput()).toHaveFocus()
    expect(FakeXhr.sent).toHaveLength(0)
  })

  it('marks every missing required field and focuses the first', async () => {
    const user = userEvent.setup({ delay: null })
    render(<VolunteerForm />)
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.invalidRequest)
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus()
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Endereço é obrigatório')).toBeInTheDocument()
    expect(screen.getByText(messages.volunteers.invalidSchooling)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Cidade' })).not.toHaveAttribute('aria-invalid')
  })

  it('sends the application with its file and clears the form and the file after success', async () => {
    const user = userEvent.setup({ delay: null })
    render(<VolunteerForm />)
    await fillRequired(user)
    await user.upload(termInput(), fakeFile('termo.pdf', 'application/pdf', 2048))
    await user.click(screen.getByRole('button', { name: text.submit }))

    const request = FakeXhr.sent[0]!
    expect(request.url).toBe('/enviar-voluntariado')
    expect(request.body?.get('nome')).toBe('Ana Voluntária')
    expect(request.body?.get('escolaridade')).toBe('Ensino Médio Completo')
    expect(request.body?.has('nivelConhecimento')).toBe(false)
    expect(request.body?.has('cidade')).toBe(false)
    expect((request.body?.get('termoAdesao') as File).name).toBe('termo.pdf')

    request.progress(512, 1024)
    expect(await screen.findByRole('progressbar', { name: messages.forms.uploadProgress })).toHaveAttribute('value', '50')
    expect(screen.getByRole('button', { name: messages.forms.sending })).toBeDisabled()

    request.respond(201, { mensagem: messages.volunteers.success, protocolo: 'VOL-2026-000042' })
    // The receipt replaces the form and stays: protocol, "Imprimir" and the next steps.
    const heading = await screen.findByRole('heading', { name: messages.volunteers.success })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent(messages.volunteers.success)
    expect(screen.getByText('VOL-2026-000042')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: messages.protocols.print })).toBeInTheDocument()
    for (const step of messages.protocols.volunteerNextSteps) expect(screen.getByText(step)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument()
  })

  it('keeps the form and shows the failure message with the server issues', async () => {
    const user = userEvent.setup({ delay: null })
    render(<VolunteerForm />)
    await fillRequired(user)
    await user.upload(termInput(), fakeFile('termo.pdf', 'application/pdf'))
    await user.click(screen.getByRole('button', { name: text.submit }))
    FakeXhr.sent[0]!.respond(400, {
      mensagem: messages.common.invalidRequest,
      issues: [{ campo: 'email', mensagem: messages.common.invalidEmail }],
    })
    expect(await screen.findByText(messages.volunteers.failure)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus())
    expect(screen.getByText(messages.common.invalidEmail)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Voluntária')
  })

  it('reports a file refused by the server on the file field', async () => {
    const user = userEvent.setup({ delay: null })
    render(<VolunteerForm />)
    await fillRequired(user)
    await user.upload(termInput(), fakeFile('termo.pdf', 'application/pdf'))
    await user.click(screen.getByRole('button', { name: text.submit }))
    FakeXhr.sent[0]!.respond(415, { mensagem: messages.uploads.unsupportedType })
    expect(await screen.findByText(messages.uploads.unsupportedType)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(messages.volunteers.failure)
  })
})
