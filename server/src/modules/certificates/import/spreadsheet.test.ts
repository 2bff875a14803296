import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { xlsxEntries, zipBytes } from '../../../../test/support/xlsx.ts'
import { readSpreadsheet, type SheetRow } from './spreadsheet.ts'

const NO_DEADLINE = { check() {} }

async function rowsOf(bytes: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = []
  for await (const row of readSpreadsheet(bytes, NO_DEADLINE)) rows.push(row)
  return rows
}

const workbookBytes = async (fill: (workbook: ExcelJS.Workbook) => void) => {
  const workbook = new ExcelJS.Workbook()
  fill(workbook)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('readSpreadsheet, XLSX', () => {
  it('reads the first sheet as Excel shows it: shared and rich text, numbers, formula results, links; blank rows left out', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Certificados')
      workbook.addWorksheet('Outra').addRow(['não lida'])
      sheet.addRow(['nome', 'curso', 'horas', 'link'])
      sheet.addRow([
        { richText: [{ text: 'Conceição ', font: { bold: true } }, { text: 'Araújo' }] },
        'Informática',
        { formula: '10+2', result: 12 },
        { text: 'PDF', hyperlink: 'https://example.org/a.pdf' },
      ])
      sheet.addRow([])
      sheet.getCell('A4').value = 'Bia'
      sheet.getCell('C4').value = 20.0
      sheet.getCell('B6').value = 1.5
    })
    expect(await rowsOf(bytes)).toEqual([
      { number: 1, cells: ['nome', 'curso', 'horas', 'link'] },
      { number: 2, cells: ['Conceição Araújo', 'Informática', '12', 'PDF'] },
      { number: 4, cells: ['Bia', '', '20'] },
      { number: 6, cells: ['', '1.5'] },
    ])
  })

  it('reads inline strings, escaped characters, rows and cells without positions, prefixed names, and skips phonetic runs', async () => {
    const sheet = `<?xml version="1.0" encoding="UTF-8"?>
      <x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
        <x:row><x:c t="inlineStr"><x:is><x:t>nome</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>obs</x:t></x:is></x:c></x:row>
        <x:row><x:c t="inlineStr"><x:is><x:r><x:t xml:space="preserve">Ana </x:t></x:r><x:r><x:t>Lima</x:t></x:r><x:rPh sb="0" eb="1"><x:t>アナ</x:t></x:rPh></x:is></x:c>
          <x:c t="inlineStr"><x:is><x:t>um_x000D_
dois _x005F_x0041_ &amp; &lt;três&gt;</x:t></x:is></x:c></x:row>
        <x:row r="5"><x:c r="C5" t="str"><x:v>texto de fórmula</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c></x:row>
      </x:sheetData></x:worksheet>`
    expect(await rowsOf(zipBytes(xlsxEntries(sheet)))).toEqual([
      { number: 1, cells: ['nome', 'obs'] },
      { number: 2, cells: ['Ana Lima', 'um\r\ndois _x0041_ & <três>'] },
      { number: 5, cells: ['', '', 'texto de fórmula', '1'] },
    ])
  })

  it('answers 400 for a ZIP that is no spreadsheet', async () => {
    const rows = rowsOf(zipBytes([{ name: 'leia-me.txt', content: 'olá' }]))
    await expect(rows).rejects.toMatchObject({ statusCode: 400 })
  })
})

describe('readSpreadsheet, CSV', () => {
  it('numbers the lines as the file does and leaves the blank ones out', async () => {
    expect(await rowsOf(Buffer.from('nome;horas\r\n\r\nAna;3\r\n;\r\nBia;4\r\n'))).toEqual([
      { number: 1, cells: ['nome', 'horas'] },
      { number: 3, cells: ['Ana', '3'] },
      { number: 5, cells: ['Bia', '4'] },
    ])
  })
})
