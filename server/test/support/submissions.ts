/**
 * The public forms as a browser sends them, for tests that talk to a spawned server over HTTP, and the rows they
 * leave, read straight from PostgreSQL.
 */
import http from 'node:http'
import pg from 'pg'
import { DOCUMENT_REQUEST, PDF, VOLUNTEER } from './submission-fixtures.ts'

export interface Applicant {
  nome: string
  email: string
}

export interface FormFile {
  field: string
  fileName: string
  content: Buffer
}

function form(fields: Record<string, string>, files: FormFile[]): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const file of files) data.append(file.field, new Blob([file.content], { type: 'application/pdf' }), file.fileName)
  return data
}

/** A PDF of `size` bytes: the fixture's PDF, padded. */
export const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, ' ')])

export const volunteerForm = (applicant: Applicant, termFileName: string) =>
  form({ ...VOLUNTEER, ...applicant }, [{ field: 'termoAdesao', fileName: termFileName, content: PDF }])

/** A document request with its two required files; the certidão last, so a held-back upload stops inside it. */
export const documentRequestForm = (applicant: Applicant, certidao = PDF) =>
  documentRequestFormWith(applicant, [
    { field: 'rg', fileName: 'rg.pdf', content: PDF },
    { field: 'certidao', fileName: 'certidao.pdf', content: certidao },
  ])

export const documentRequestFormWith = (applicant: Applicant, files: FormFile[]) =>
  form({ ...DOCUMENT_REQUEST, ...applicant }, files)

export interface Answer {
  status: number
  body: unknown
}

export async function postForm(url: string, data: FormData, timeoutMs = 15_000): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', body: data, signal: AbortSignal.timeout(timeoutMs) })
  return { status: response.status, body: await response.json() }
}

export interface OpenUpload {
  request: http.ClientRequest
  /** The answer with its headers, or how the connection failed (never rejects: a cut connection is an outcome too). */
  outcome: Promise<(Answer & { headers: http.IncomingHttpHeaders }) | { error: string }>
}

/** Opens a POST whose body the caller writes to `request` at its own pace (no Content-Length: sent chunked). */
export function openUpload(url: string, headers: http.OutgoingHttpHeaders): OpenUpload {
  const request = http.request(url, {
    method: 'POST',
    headers,
    // Like a browser's, the connection stays open after the answer until the server closes it.
    agent: new http.Agent({ keepAlive: true }),
  })
  const outcome = new Promise<(Answer & { headers: http.IncomingHttpHeaders }) | { error: string }>((resolve) => {
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      )
    })
  })
  return { request, outcome }
}

export interface HeldBackUpload {
  /** Sends the held-back end of the body. */
  finish(): void
  /** Destroys the connection instead, as a closed browser tab does. */
  abort(): void
  /** The answer, or how the connection failed (never rejects, so a killed server is an outcome to assert). */
  outcome: Promise<Answer | { error: string }>
}

/**
 * POSTs `data` but sends all of its body except the last `heldBackBytes` bytes, which wait for `finish()`:
 * the server holds an upload in flight. Resolves once the first part has been handed to the socket.
 */
export async function startHeldBackUpload(url: string, data: FormData, heldBackBytes: number): Promise<HeldBackUpload> {
  const encoded = new Response(data)
  const body = Buffer.from(await encoded.arrayBuffer())
  const { request, outcome } = openUpload(url, { 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length })
  const split = body.length - heldBackBytes
  await new Promise<void>((resolve, reject) => request.write(body.subarray(0, split), (error) => (error ? reject(error) : resolve())))
  return {
    finish: () => request.end(body.subarray(split)),
    abort: () => request.destroy(),
    outcome: outcome.then((answer) => ('error' in answer ? answer : { status: answer.status, body: answer.body })),
  }
}

export async function queryRows<Row extends pg.QueryResultRow>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** How many submissions, files and queued mails the database holds. */
export async function storedCounts(databaseUrl: string) {
  const [counts] = await queryRows<Record<'volunteers' | 'requests' | 'files' | 'mails', number>>(
    databaseUrl,
    `SELECT (SELECT count(*) FROM "VolunteerApplication")::int AS volunteers,
            (SELECT count(*) FROM "DocumentRequest")::int AS requests,
            (SELECT count(*) FROM "SubmissionFile")::int AS files,
            (SELECT count(*) FROM "OutboxMail")::int AS mails`,
  )
  return counts!
}

export interface OutboxRow {
  id: number
  to: string
  subject: string
  status: 'PENDING' | 'SENT' | 'FAILED'
  attempts: number
  lastError: string | null
  lockedUntil: Date | null
}

export const outboxRows = (databaseUrl: string) =>
  queryRows<OutboxRow>(
    databaseUrl,
    'SELECT "id", "to", "subject", "status", "attempts", "lastError", "lockedUntil" FROM "OutboxMail" ORDER BY "id"',
  )
