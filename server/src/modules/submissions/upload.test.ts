import { describe, expect, it } from 'vitest'
import { JPEG, PDF, PNG } from '../../../test/support/submission-fixtures.ts'
import { detectFileType, safeFileName } from './upload.ts'

const pdf = detectFileType(PDF)!
const jpeg = detectFileType(JPEG)!

describe('detectFileType', () => {
  it('recognises PDF, JPEG and PNG by their first bytes only', () => {
    expect([PDF, JPEG, PNG].map((content) => detectFileType(content)?.mimeType)).toEqual(['application/pdf', 'image/jpeg', 'image/png'])
    for (const other of [Buffer.from('%PDF'), Buffer.from('GIF89a'), Buffer.from(' %PDF-1.4'), Buffer.alloc(0), Buffer.from([0xff, 0xd8])]) {
      expect(detectFileType(other)).toBeNull()
    }
  })
})

describe('safeFileName', () => {
  it.each([
    ['termo.pdf', pdf, 'termo.pdf'],
    ['Termo Assinado.PDF', pdf, 'Termo Assinado.pdf'],
    ['C:\\Users\\ana\\Documentos\\rg.pdf', pdf, 'rg.pdf'],
    ['../../etc/passwd', pdf, 'passwd.pdf'],
    ['foto.jpeg', jpeg, 'foto.jpeg'],
    ['foto.png', jpeg, 'foto.jpg'],
    ['relatório<1>:"x"|?*.pdf', pdf, 'relatório_1___x____.pdf'],
    ['linha\r\nquebrada\u0000.pdf', pdf, 'linhaquebrada.pdf'],
    ['...', pdf, 'rg.pdf'],
    ['', pdf, 'rg.pdf'],
    [undefined, jpeg, 'rg.jpg'],
  ])('turns %j into %j', (original, type, expected) => {
    expect(safeFileName(original, type, 'rg')).toBe(expected)
  })

  it('caps the name at 100 characters plus the extension', () => {
    expect(safeFileName(`${'ç'.repeat(250)}.pdf`, pdf, 'rg')).toBe(`${'ç'.repeat(100)}.pdf`)
  })
})
