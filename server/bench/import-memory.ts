/**
 * Peak memory of the server while it checks the heaviest spreadsheets the import accepts or refuses (decision 25).
 * Run `npm run build` first, then `node --import tsx server/bench/import-memory.ts`: for each file it starts the
 * production bundle on a fresh embedded PostgreSQL, resets the kernel's high-water mark (VmHWM), sends the file to
 * POST /certificados/importacao/previa and reads the mark back. Figures, not a test: they go to stdout.
 */
import ExcelJS from 'exceljs'
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inlineRow, sharedRow, sharedStringsXml, xlsxBytes } from '../test/support/xlsx.ts'
import { adminAuthorization } from './import.ts'
import { startServer } from './server-process.ts'

const kbOf = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])

/** Ten thousand valid lines with extra columns, near the 5 MB limit. */
function largestCsv(): Buffer {
  const extra = Array.from({ length: 20 }, (_, index) => `coluna${index}`)
  const lines = Array.from({ length: 10_000 }, (_, index) =>
    [`Pessoa ${index}`, 'Curso de Informática Básica', String((index % 40) + 1), ...extra.map((name) => `${name}-${index}`)].join(';'),
  )
  return Buffer.from(['nome;curso;horas;' + extra.join(';'), ...lines].join('\r\n'))
}

async function realisticXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Certificados')
  sheet.addRow(['nome', 'curso', 'horas', 'codigo', 'link'])
  for (let index = 0; index < 10_000; index += 1) sheet.addRow([`Pessoa ${index}`, 'Curso de Informática Básica', 20, '', ''])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/**
 * Every bound met without passing it: 1,000,000 shared strings of five letters, 10,000 lines of 100 cells that point
 * into them, each line an error ("horas" is not a number), so the answer lists all of them.
 */
function worstAcceptedXlsx(): Buffer {
  const strings = sharedStringsXml(1_000_000, (index) => index.toString(36).padStart(5, 'a'))
  const cells = (row: number) => `<row r="${row}">${Array.from({ length: 100 }, (_, column) => `<c t="s"><v>${(row * 7 + column) % 1000}</v></c>`).join('')}</row>`
  const rows = [inlineRow(1, ['nome', 'curso', 'horas'])]
  for (let row = 2; row <= 10_001; row += 1) rows.push(cells(row))
  return xlsxBytes(rows.join(''), { sharedStrings: strings })
}

const FILES: [string, () => Buffer | Promise<Buffer>][] = [
  ['CSV de 10.000 linhas, perto de 5 MB', largestCsv],
  ['XLSX do Excel (exceljs), 10.000 linhas', realisticXlsx],
  ['XLSX no limite de tudo (aceito; 10.000 linhas com erro)', worstAcceptedXlsx],
  ['XLSX com 1.000.101 textos compartilhados (recusado ao fim)', () => xlsxBytes(sharedRow(1, [0, 1, 2]), { sharedStrings: sharedStringsXml(1_000_101, (index) => index.toString(36), 3) })],
  ['XLSX que declara A1:XFD1048576 (recusado antes de ler)', () => xlsxBytes(inlineRow(1, ['nome', 'curso', 'horas']), { dimension: 'A1:XFD1048576' })],
]

/** One fresh server per file, so that no file's garbage counts in the next one's figure. */
async function measure(name: string, file: Buffer) {
  const server = await startServer(path.join(os.tmpdir(), `fundacao-import-memory-${Date.now()}.log`))
  try {
    const authorization = await adminAuthorization(server.baseUrl)
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5')
    const startMb = Math.round(kbOf(server.pid, 'VmRSS') / 1024)
    const started = performance.now()
    const response = await fetch(`${server.baseUrl}/certificados/importacao/previa`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/octet-stream' },
      body: file,
    })
    await response.arrayBuffer()
    const seconds = ((performance.now() - started) / 1000).toFixed(2)
    const peakMb = Math.round(kbOf(server.pid, 'VmHWM') / 1024)
    console.log(`${name}: ${Math.round(file.length / 1024)} KB, ${response.status} em ${seconds} s, RSS ${startMb} → pico ${peakMb} MB`)
  } finally {
    await server.stop()
  }
}

for (const [name, build] of FILES) await measure(name, await build())
