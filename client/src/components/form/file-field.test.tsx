import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES, messages } from '@site/contracts'
import { FileField } from './file-field'
import { formatFileSize } from './file-rules'
import { fakeFile } from '../../test/fake-xhr'

function Harness({ error }: { error?: string }) {
  const [file, setFile] = useState<File | null>(null)
  return (
    <>
      <FileField label="Documento" name="doc" required file={file} onFileChange={setFile} error={error} />
      <p data-testid="chosen">{file?.name ?? 'nenhum'}</p>
      <button type="button" onClick={() => setFile(null)}>
        Enviado
      </button>
    </>
  )
}

// applyAccept: false lets the test pick files the browser's picker would normally hide.
const setup = () => userEvent.setup({ delay: null, applyAccept: false })

describe('FileField', { timeout: 20_000 }, () => {
  it('shows the chosen file name and its size in pt-BR', async () => {
    const user = setup()
    render(<Harness />)
    await user.upload(screen.getByLabelText(/Documento/), fakeFile('termo.pdf', 'application/pdf', 2.3 * 1024 * 1024))
    expect(screen.getByText('termo.pdf', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByText(/2,3 MB/)).toBeInTheDocument()
    expect(screen.getByTestId('chosen')).toHaveTextContent('termo.pdf')
  })

  it('refuses a file of another type, by extension or by declared type, with a message tied to the field', async () => {
    const user = setup()
    render(<Harness />)
    const input = screen.getByLabelText(/Documento/)
    await user.upload(input, fakeFile('planilha.xlsx', 'application/vnd.ms-excel'))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.uploads.unsupportedType))
    expect(screen.getByTestId('chosen')).toHaveTextContent('nenhum')

    await user.upload(input, fakeFile('disfarcado.pdf', 'text/html'))
    expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.uploads.unsupportedType))
    expect(screen.getByTestId('chosen')).toHaveTextContent('nenhum')

    await user.upload(input, fakeFile('foto.png', 'image/png'))
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.getByTestId('chosen')).toHaveTextContent('foto.png')
  })

  it('empties the input when the form drops the file, as after a send', async () => {
    const user = setup()
    render(<Harness />)
    const input = screen.getByLabelText<HTMLInputElement>(/Documento/)
    await user.upload(input, fakeFile('termo.pdf', 'application/pdf'))
    expect(input.files).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Enviado' }))
    expect(input.files).toHaveLength(0)
    expect(screen.getByText(messages.forms.noFileChosen)).toBeInTheDocument()
  })

  it('refuses a file over the size limit', async () => {
    const user = setup()
    render(<Harness />)
    const input = screen.getByLabelText(/Documento/)
    await user.upload(input, fakeFile('grande.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))
    expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.uploads.tooLarge))
    expect(screen.getByTestId('chosen')).toHaveTextContent('nenhum')
  })

  it('shows an error given by the form', () => {
    render(<Harness error="Envie o documento" />)
    expect(screen.getByLabelText(/Documento/)).toHaveAccessibleDescription(expect.stringContaining('Envie o documento'))
  })
})

describe('formatFileSize', () => {
  it('writes sizes the pt-BR way', () => {
    expect(formatFileSize(800)).toBe('800 bytes')
    expect(formatFileSize(12.5 * 1024)).toBe('12,5 KB')
    expect(formatFileSize(2.3 * 1024 * 1024)).toBe('2,3 MB')
  })
})
