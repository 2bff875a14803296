import {
  certificateImportLineSchema,
  certificatePdfPath,
  MAX_IMPORT_LINES,
  messages,
  type CertificateImportPreview,
} from '@site/contracts'
import { certificateCodeKey, nameKey } from '../../../db/keys.ts'
import type { PrismaClient } from '../../../db/prisma.ts'
import { badRequest, conflict, isUniqueViolation } from '../../../errors.ts'
import { newCertificateCodes } from '../codes.ts'
import { toColumns } from '../service.ts'
import { readSpreadsheet } from './spreadsheet.ts'

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

const PREVIEW_SAMPLE = 20
/** createMany in slices: one INSERT's parameters stay far below PostgreSQL's 65,535. */
const INSERT_SLICE = 1_000

interface CheckedLine {
  linha: number
  problems: string[]
  certificate?: { nome: string; curso: string; horas: number; codigo: string | undefined; link: string | undefined }
}

/** Which column holds which field; 400 when a required one is missing. */
function columnsOf(header: string[]): Map<Field, number> {
  const columns = new Map<Field, number>()
  header.forEach((name, index) => {
    const field = HEADERS[nameKey(name)]
    if (field && !columns.has(field)) columns.set(field, index)
  })
  if (REQUIRED_HEADERS.some((field) => !columns.has(field))) throw badRequest(manage.importMissingColumns)
  return columns
}

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '')

const storedKeys = (client: Client) => async (keys: string[]) => {
  const rows = await client.certificate.findMany({ where: { codeKey: { in: keys } }, select: { codeKey: true } })
  return new Set(rows.map((row) => row.codeKey))
}

/** Each line of the file checked against the certificate rules, the other lines and the stored codes. */
async function checkFile(client: Client, bytes: Buffer): Promise<CheckedLine[]> {
  const [header = [], ...rows] = await readSpreadsheet(bytes)
  const columns = columnsOf(header)
  const lines = rows.map((row, index) => ({ linha: index + 2, row })).filter(({ row }) => !isBlank(row))
  if (lines.length === 0) throw badRequest(manage.importEmpty)
  if (lines.length > MAX_IMPORT_LINES) throw badRequest(manage.importTooManyLines)

  const checked: CheckedLine[] = lines.map(({ linha, row }) => {
    const cell = (field: Field) => {
      const index = columns.get(field)
      return index === undefined ? undefined : (row[index] ?? '').trim()
    }
    const parsed = certificateImportLineSchema.safeParse({
      nome: cell('nome'),
      curso: cell('curso'),
      horas: cell('horas'),
      codigo: cell('codigo') || undefined,
      link: cell('link') || undefined,
    })
    if (!parsed.success) return { linha, problems: [...new Set(parsed.error.issues.map((issue) => issue.message))] }
    return { linha, problems: [], certificate: { ...parsed.data, codigo: parsed.data.codigo || undefined, link: parsed.data.link || undefined } }
  })

  const seen = new Set<string>()
  const keyed = checked.flatMap((line) => {
    const key = line.certificate?.codigo ? certificateCodeKey(line.certificate.codigo) : ''
    return key ? [{ line, key }] : []
  })
  const stored = await storedKeys(client)(keyed.map(({ key }) => key))
  for (const { line, key } of keyed) {
    if (seen.has(key)) line.problems.push(manage.importDuplicateInFile)
    else if (stored.has(key)) line.problems.push(manage.importDuplicateInDatabase)
    seen.add(key)
  }
  return checked
}

const isValid = (line: CheckedLine): line is Required<CheckedLine> => line.problems.length === 0 && !!line.certificate

/** What an import of this file would do: the lines with their errors, and a sample of what would be stored. */
export async function previewImport(prisma: PrismaClient, bytes: Buffer): Promise<CertificateImportPreview> {
  const lines = await checkFile(prisma, bytes)
  const valid = lines.filter(isValid)
  return {
    total: lines.length,
    validas: valid.length,
    erros: lines.filter((line) => !isValid(line)).map((line) => ({ linha: line.linha, mensagens: line.problems })),
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
 * missing codes; a line without a link links to its own PDF. The file is checked again here: the preview is only
 * advice, and the database may have changed since.
 */
export async function importCertificates(prisma: PrismaClient, bytes: Buffer, origin: string): Promise<number> {
  try {
    return await prisma.$transaction(
      async (tx) => {
        const lines = await checkFile(tx, bytes)
        const valid = lines.filter(isValid).map((line) => line.certificate)
        if (valid.length === 0) throw badRequest(manage.importNothingValid)
        const taken = new Set(valid.flatMap(({ codigo }) => (codigo ? [certificateCodeKey(codigo)] : [])))
        const generated = await newCertificateCodes(valid.filter(({ codigo }) => !codigo).length, taken, storedKeys(tx))
        const rows = valid.map((certificate) => {
          const codigo = certificate.codigo ?? generated.pop()!
          return toColumns({ ...certificate, codigo, link: certificate.link ?? `${origin}${certificatePdfPath(codigo)}` })
        })
        for (let start = 0; start < rows.length; start += INSERT_SLICE) {
          await tx.certificate.createMany({ data: rows.slice(start, start + INSERT_SLICE) })
        }
        return rows.length
      },
      { timeout: 120_000 },
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.certificates.duplicateCode)
    throw error
  }
}
