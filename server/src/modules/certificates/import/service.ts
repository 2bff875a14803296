import {
  certificateImportLineSchema,
  MAX_IMPORT_LINES,
  messages,
  type CertificateImportPreview,
  type ImportProblem,
} from '@site/contracts'
import { certificateCodeKey, nameKey } from '../../../db/keys.ts'
import type { PrismaClient } from '../../../db/prisma.ts'
import { badRequest, conflict, isUniqueViolation } from '../../../errors.ts'
import { newCertificateCodes } from '../codes.ts'
import { OWN_PDF_LINK } from '../links.ts'
import { typedColumns } from '../service.ts'
import { readSpreadsheet, type SheetRow } from './spreadsheet.ts'
import type { Deadline } from './work-gate.ts'

const manage = messages.certificateManagement

type Client = Pick<PrismaClient, 'certificate'>

/** Header names staff may use (compared as nameKey: "Código" is "codigo"), and the field each one fills. */
const HEADERS: Record<string, Field> = {
  nome: 'nome',
  curso: 'curso',
  horas: 'horas',
  'carga horaria': 'horas',
  codigo: 'codigo',
  link: 'link',
}
type Field = 'nome' | 'curso' | 'horas' | 'codigo' | 'link'
const REQUIRED_HEADERS: Field[] = ['nome', 'curso', 'horas']

/** Where each field is in the file's lines, and the column's name as its header writes it. */
type Columns = Map<Field, { index: number; label: string }>

const PREVIEW_SAMPLE = 20
/** createMany in slices: one INSERT's parameters stay far below PostgreSQL's 65,535. */
const INSERT_SLICE = 1_000

interface CheckedLine {
  linha: number
  problems: ImportProblem[]
  certificate?: { nome: string; curso: string; horas: number; codigo: string | undefined; link: string | undefined }
}

/** Which column holds which field; 400 when a required one is missing. */
function columnsOf(header: string[]): Columns {
  const columns: Columns = new Map()
  header.forEach((name, index) => {
    const field = HEADERS[nameKey(name)]
    if (field && !columns.has(field)) columns.set(field, { index, label: name.trim() })
  })
  if (REQUIRED_HEADERS.some((field) => !columns.has(field))) throw badRequest(manage.importMissingColumns)
  return columns
}

/** One line against the certificate rules; each problem names its column. */
function checkLine(columns: Columns, { number, cells }: SheetRow): CheckedLine {
  const cell = (field: Field) => {
    const column = columns.get(field)
    return column && (cells[column.index] ?? '').trim()
  }
  const parsed = certificateImportLineSchema.safeParse({
    nome: cell('nome'),
    curso: cell('curso'),
    horas: cell('horas'),
    codigo: cell('codigo') || undefined,
    link: cell('link') || undefined,
  })
  if (parsed.success) {
    const { codigo, link, ...certificate } = parsed.data
    return { linha: number, problems: [], certificate: { ...certificate, codigo: codigo || undefined, link: link || undefined } }
  }
  const problems = parsed.error.issues.map((issue) => ({
    coluna: columns.get(issue.path[0] as Field)!.label,
    mensagem: issue.message,
  }))
  const unique = problems.filter((problem, index) => problems.findIndex((other) => other.coluna === problem.coluna && other.mensagem === problem.mensagem) === index)
  return { linha: number, problems: unique }
}

/** Each line of the file checked against the certificate rules: the header first, then at most MAX_IMPORT_LINES. */
async function readLines(bytes: Buffer, deadline: Deadline): Promise<{ columns: Columns; lines: CheckedLine[] }> {
  let columns: Columns | undefined
  const lines: CheckedLine[] = []
  for await (const row of readSpreadsheet(bytes, deadline)) {
    deadline.check()
    if (!columns) columns = columnsOf(row.number === 1 ? row.cells : [])
    else if (lines.length === MAX_IMPORT_LINES) throw badRequest(manage.importTooManyLines)
    else lines.push(checkLine(columns, row))
  }
  if (!columns) throw badRequest(manage.importMissingColumns)
  if (lines.length === 0) throw badRequest(manage.importEmpty)
  return { columns, lines }
}

const storedKeys = (client: Client) => async (keys: string[]) => {
  const rows = await client.certificate.findMany({ where: { codeKey: { in: keys } }, select: { codeKey: true } })
  return new Set(rows.map((row) => row.codeKey))
}

/** Adds a problem to each line whose code an earlier line has, or a stored certificate. */
async function markRepeatedCodes(client: Client, { columns, lines }: { columns: Columns; lines: CheckedLine[] }) {
  const keyed = lines.flatMap((line) => {
    const key = line.certificate?.codigo ? certificateCodeKey(line.certificate.codigo) : ''
    return key ? [{ line, key }] : []
  })
  const stored = await storedKeys(client)(keyed.map(({ key }) => key))
  const coluna = columns.get('codigo')?.label ?? ''
  const seen = new Set<string>()
  for (const { line, key } of keyed) {
    if (seen.has(key)) line.problems.push({ coluna, mensagem: manage.importDuplicateInFile })
    else if (stored.has(key)) line.problems.push({ coluna, mensagem: manage.importDuplicateInDatabase })
    seen.add(key)
  }
}


const isValid = (line: CheckedLine): line is Required<CheckedLine> => line.problems.length === 0 && !!line.certificate

/** The same person, course and hours, as the keys compare them (case, accents and look-alikes aside). */
const sameIssueKey = (certificate: { nome: string; curso: string; horas: number }) =>
  `${nameKey(certificate.nome)}\u0000${nameKey(certificate.curso)}\u0000${certificate.horas}`

/**
 * Valid lines that repeat a certificate already issued (a file imported twice) or an earlier line: a warning for
 * the preview, since two certificates of one course for one person are sometimes right.
 */
async function findDuplicates(prisma: PrismaClient, valid: Required<CheckedLine>[]) {
  const stored = await prisma.certificate.findMany({
    where: { nameKey: { in: [...new Set(valid.map(({ certificate }) => nameKey(certificate.nome)))] } },
    select: { codigo: true, nome: true, curso: true, horas: true },
  })
  const storedCode = new Map(stored.map((row) => [sameIssueKey(row), row.codigo]))
  const firstLine = new Map<string, number>()
  return valid.flatMap(({ linha, certificate }) => {
    const key = sameIssueKey(certificate)
    const codigo = storedCode.get(key)
    const earlier = firstLine.get(key)
    if (earlier === undefined) firstLine.set(key, linha)
    if (codigo !== undefined) return [{ linha, mensagem: manage.importAlreadyIssued(codigo) }]
    return earlier === undefined ? [] : [{ linha, mensagem: manage.importRepeatsLine(earlier) }]
  })
}

/** What an import of this file would do: the lines with their errors, and a sample of what would be stored. */
export async function previewImport(prisma: PrismaClient, bytes: Buffer, deadline: Deadline): Promise<CertificateImportPreview> {
  const file = await readLines(bytes, deadline)
  await markRepeatedCodes(prisma, file)
  deadline.check()
  const { lines } = file
  const valid = lines.filter(isValid)
  return {
    total: lines.length,
    validas: valid.length,
    erros: lines.filter((line) => !isValid(line)).map((line) => ({ linha: line.linha, problemas: line.problems })),
    duplicados: await findDuplicates(prisma, valid),
    amostra: valid.slice(0, PREVIEW_SAMPLE).map(({ linha, certificate }) => ({
      linha,
      nome: certificate.nome,
      curso: certificate.curso,
      horas: certificate.horas,
      codigo: certificate.codigo ?? null,
    })),
  }
}

/**
 * Stores every valid line of the file in one transaction (all of them or, on any failure, none), generating the
 * missing codes; a line without a link links to its own PDF. The file is checked again here, as the preview checks
 * it: the preview is only advice, and the database may have changed since. The file is read before the
 * transaction, which then only compares codes and writes.
 */
export async function importCertificates(prisma: PrismaClient, bytes: Buffer, origin: string, deadline: Deadline): Promise<number> {
  const file = await readLines(bytes, deadline)
  try {
    return await prisma.$transaction(
      async (tx) => {
        await markRepeatedCodes(tx, file)
        const valid = file.lines.filter(isValid).map((line) => line.certificate)
        if (valid.length === 0) throw badRequest(manage.importNothingValid)
        const taken = new Set(valid.flatMap(({ codigo }) => (codigo ? [certificateCodeKey(codigo)] : [])))
        const generated = await newCertificateCodes(valid.filter(({ codigo }) => !codigo).length, taken, storedKeys(tx))
        const rows = valid.map((certificate) => {
          const codigo = certificate.codigo ?? generated.pop()!
          return typedColumns({ ...certificate, codigo, link: certificate.link ?? OWN_PDF_LINK }, origin)
        })
        for (let start = 0; start < rows.length; start += INSERT_SLICE) {
          deadline.check()
          await tx.certificate.createMany({ data: rows.slice(start, start + INSERT_SLICE) })
        }
        // Past the budget now, the whole import is undone rather than answered late.
        deadline.check()
        return rows.length
      },
      { timeout: 120_000 },
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.certificates.duplicateCode)
    throw error
  }
}
