import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { importLineError, importSummary, messages, type CertificateImportPreview } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { signInForEachTest } from '../../../test/session'
import { ImportDialog } from './import-dialog'

const manage = messages.certificateManagement

const PREVIEW: CertificateImportPreview = {
  total: 50,
  validas: 47,
  erros: [
    { linha: 26, problemas: [{ coluna: 'Horas', mensagem: messages.common.invalidNumber }] },
    {
      linha: 31,
      problemas: [
        { coluna: 'Nome', mensagem: messages.certificates.nameRequired },
        { coluna: 'Código', mensagem: manage.importDuplicateInFile },
      ],
    },
    { linha: 40, problemas: [{ coluna: 'Curso', mensagem: manage.importControlCharacters }] },
  ],
  duplicados: [],
  amostra: [
    { linha: 2, nome: 'Ana Souza', curso: 'Oficina', horas: 4, codigo: 'ANA00001' },
    { linha: 3, nome: 'Bia Reis', curso: 'Oficina', horas: 6, codigo: null },
  ],
}

async function checkFile() {
  render(<ImportDialog open onClose={vi.fn()} onImported={vi.fn()} />)
  const dialog = screen.getByRole('dialog', { name: manage.importTitle })
  await userEvent.upload(within(dialog).getByLabelText(manage.importFileLabel), new File(['nome;curso;horas'], 'turma.csv', { type: 'text/csv' }))
  await userEvent.click(within(dialog).getByRole('button', { name: manage.importPreview }))
  return dialog
}

signInForEachTest()

describe('import preview', () => {
  it('lists the lines that look already issued under their own heading', async () => {
    const duplicados = [
      { linha: 2, mensagem: manage.importAlreadyIssued('ANA00001') },
      { linha: 9, mensagem: manage.importRepeatsLine(3) },
    ]
    mockFetch({ 'POST /certificados/importacao/previa': { body: { ...PREVIEW, duplicados } } })
    const dialog = await checkFile()
    const list = await within(dialog).findByRole('list', { name: manage.importDuplicates })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      manage.importDuplicateLine(2, manage.importAlreadyIssued('ANA00001')),
      manage.importDuplicateLine(9, manage.importRepeatsLine(3)),
    ])
  })

  it('counts the valid lines and the lines with errors, names the column of each error and heads the sample', async () => {
    mockFetch({ 'POST /certificados/importacao/previa': { body: PREVIEW } })
    const dialog = await checkFile()

    expect(await within(dialog).findByText(importSummary(47, 3))).toBeInTheDocument()
    expect(within(dialog).getByText('50 linhas: 47 válidas, 3 com erro')).toBeInTheDocument()

    expect(within(dialog).getByRole('heading', { name: manage.importLineErrors })).toBeInTheDocument()
    const errors = within(dialog).getByRole('list', { name: manage.importLineErrors })
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Linha 26, coluna Horas: Deve ser um número válido',
      importLineError(31, PREVIEW.erros[1]!.problemas),
      importLineError(40, PREVIEW.erros[2]!.problemas),
    ])

    expect(within(dialog).getByRole('heading', { name: manage.importSample })).toBeInTheDocument()
    const sample = within(dialog).getByRole('list', { name: manage.importSample })
    expect(within(sample).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ANA00001: Ana Souza, Oficina, 4 h',
      `${manage.importGeneratedCode}: Bia Reis, Oficina, 6 h`,
    ])
    expect(within(dialog).getByRole('button', { name: manage.importConfirm })).toBeInTheDocument()
  })

  it("shows the server's message when another import is at work", async () => {
    mockFetch({ 'POST /certificados/importacao/previa': { status: 503, body: { statusCode: 503, mensagem: manage.importBusy } } })
    const dialog = await checkFile()
    expect(await within(dialog).findByText(manage.importBusy)).toBeInTheDocument()
  })
})
