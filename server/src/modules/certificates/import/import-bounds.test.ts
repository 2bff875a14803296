import { messages } from '@site/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/app.ts'
import {
  columnName,
  inlineRow,
  sharedRow,
  sharedStringsXml,
  sheetXml,
  xlsxBytes,
  xlsxEntries,
  zipBytes,
} from '../../../../test/support/xlsx.ts'

const manage = messages.certificateManagement

const HEADER = inlineRow(1, ['nome', 'curso', 'horas'])
const LINE = inlineRow(2, ['Ana Souza', 'Oficina', '4'])
const MIB = 1024 * 1024

/** Letters that compress about as little as real text does, the same for the same seed. */
function scrambled(length: number, seed: number): string {
  let state = seed + 1
  return Array.from({ length }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return String.fromCharCode(97 + ((state >>> 16) % 26))
  }).join('')
}

const numberedRows = (count: number) =>
  Array.from({ length: count }, (_, index) => inlineRow(index + 2, [`Pessoa ${index}`, 'Oficina', '3'])).join('')

/** Building and reading the largest of these takes seconds, many more on a loaded machine. */
const HEAVY_TEST_MS = 180_000

/** Each file is built on first use only (the largest takes seconds), then reused. */
const once = (build: () => Buffer) => {
  let bytes: Buffer | undefined
  return () => (bytes ??= build())
}

/** The probe's cases and one past each bound the reader keeps, all built here: each is refused before it costs much. */
const BOMBS: [string, () => Buffer, number, string][] = [
  ['declares 1,048,576 rows', () => xlsxBytes(HEADER + LINE, { dimension: 'A1:C1048576' }), 400, manage.importTooManyLines],
  ['declares 16,384 columns', () => xlsxBytes(HEADER + LINE, { dimension: 'A1:XFD2' }), 400, manage.importTooManyColumns],
  [
    'announces 5,000,000 shared strings',
    () => xlsxBytes(sharedRow(1, [0, 1, 2]), { sharedStrings: sharedStringsXml(3, (index) => ['nome', 'curso', 'horas'][index]!, 5_000_000) }),
    413,
    manage.importSheetTooLarge,
  ],
  [
    'holds 1,000,101 shared strings while announcing 3',
    once(() => xlsxBytes(sharedRow(1, [0, 1, 2]), { sharedStrings: sharedStringsXml(1_000_101, (index) => index.toString(36), 3) })),
    413,
    manage.importSheetTooLarge,
  ],
  [
    'holds more shared text than the largest CSV accepted',
    () => xlsxBytes(HEADER, { sharedStrings: sharedStringsXml(200, (index) => scrambled(30_000, index)) }),
    413,
    manage.importSheetTooLarge,
  ],
  [
    'declares a part of 40 MB unpacked',
    () => zipBytes(xlsxEntries(sheetXml(HEADER + LINE)).map((entry) => (entry.name.endsWith('sheet1.xml') ? { ...entry, declaredSize: 40 * MIB } : entry))),
    413,
    manage.importSheetTooLarge,
  ],
  ['packs a sheet more than 100 to 1 (20 MB of blanks)', () => zipBytes(xlsxEntries(sheetXml(HEADER + ' '.repeat(20 * MIB) + LINE))), 413, manage.importSheetTooLarge],
  [
    'has 2,000 parts',
    () => zipBytes([...xlsxEntries(sheetXml(HEADER + LINE)), ...Array.from({ length: 2000 }, (_, index) => ({ name: `xl/media/${index}.txt`, content: 'x' }))]),
    413,
    manage.importSheetTooLarge,
  ],
  [
    'unpacks to more than its part declares',
    () => zipBytes(xlsxEntries(sheetXml(HEADER + LINE + ' '.repeat(8 * MIB))).map((entry) => (entry.name.endsWith('sheet1.xml') ? { ...entry, declaredSize: 1000 } : entry))),
    400,
    manage.importUnreadable,
  ],
  ['has 10,001 lines of certificates', () => xlsxBytes(HEADER + numberedRows(10_001)), 400, manage.importTooManyLines],
  ['has a cell in column 101', () => xlsxBytes(HEADER + `<row r="2"><c r="${columnName(101)}2" t="inlineStr"><is><t>x</t></is></c></row>`), 400, manage.importTooManyColumns],
  ['has a cell of 40,000 characters', () => xlsxBytes(HEADER + inlineRow(2, ['Ana', 'Oficina', 'x'.repeat(40_000)])), 400, manage.importCellTooLong],
  [
    'repeats one long shared string past the text of the largest CSV',
    () =>
      xlsxBytes(sharedRow(1, [0, 1, 2]) + Array.from({ length: 10_000 }, (_, index) => sharedRow(index + 2, [3, 3, 3])).join(''), {
        sharedStrings: sharedStringsXml(4, (index) => ['nome', 'curso', 'horas', 'y'.repeat(200)][index]!),
      }),
    413,
    manage.importSheetTooLarge,
  ],
]

describe('spreadsheets built to take the server down', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    token = await t.tokenFor('secretaria')
  })
  afterAll(() => t.close())

  const send = (path: string, file: Buffer) =>
    t.request.post(path).set('Authorization', token).set('Content-Type', 'application/octet-stream').send(file)

  it.each(BOMBS)('refuses one that %s, in the preview and the import alike, storing nothing', { timeout: HEAVY_TEST_MS }, async (_case, build, status, message) => {
    const file = build()
    for (const path of ['/certificados/importacao/previa', '/certificados/importacao']) {
      const response = await send(path, file)
      expect(response.status, path).toBe(status)
      expect(response.body.mensagem, path).toBe(message)
    }
    expect(await t.prisma.certificate.count()).toBe(0)
  })

  it('keeps answering /health while it reads the heaviest of them, and answers within the time budget', { timeout: HEAVY_TEST_MS }, async () => {
    const [, build] = BOMBS.find(([name]) => name.startsWith('holds 1,000,101'))!
    const started = performance.now()
    let done = false
    const preview = send('/certificados/importacao/previa', build()).then((response) => {
      done = true
      return response
    })
    const health: number[] = []
    let answeredDuring = 0
    while (!done) {
      health.push((await t.request.get('/health')).status)
      if (!done) answeredDuring += 1
    }
    const response = await preview
    expect(response.status).toBe(413)
    expect(performance.now() - started).toBeLessThan(t.config.IMPORT_TIME_LIMIT_MS)
    expect(answeredDuring).toBeGreaterThan(0)
    expect(new Set(health)).toEqual(new Set([200]))
  })
})

/**
 * Holds an exclusive lock on the certificates table from a connection of its own, so that a preview or an import
 * waits at its first query, inside the work; `release` lets it go on.
 */
async function lockCertificates(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query('BEGIN')
  await client.query('LOCK TABLE "Certificate" IN ACCESS EXCLUSIVE MODE')
  return {
    /** Resolves once some query of this database waits for the lock. */
    async someoneWaits() {
      for (;;) {
        const { rows } = await client.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
        if (rows[0]!.waiting > 0) return
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    async release() {
      await client.query('ROLLBACK')
      await client.end()
    },
  }
}

/** With a code: checking it is the query that waits for the lock. */
const CSV = Buffer.from('nome;curso;horas;codigo\r\nAna Souza;Oficina;4;TRAVA001\r\n')

describe('one import at a time', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    token = await t.tokenFor('secretaria')
  })
  afterAll(() => t.close())

  const send = (path: string) => t.request.post(path).set('Authorization', token).set('Content-Type', 'text/csv').send(CSV)

  it('answers 503 with Retry-After to a second preview or import while one is at work; /health still answers', async () => {
    const lock = await lockCertificates(t.databaseUrl)
    const first = send('/certificados/importacao/previa').then((response) => response)
    await lock.someoneWaits()

    for (const path of ['/certificados/importacao/previa', '/certificados/importacao']) {
      const busy = await send(path)
      expect(busy.status, path).toBe(503)
      expect(busy.headers['retry-after'], path).toMatch(/^\d+$/)
      expect(busy.body.mensagem, path).toBe(manage.importBusy)
    }
    expect((await t.request.get('/health')).status).toBe(200)

    await lock.release()
    expect((await first).status).toBe(200)
    expect((await send('/certificados/importacao')).status).toBe(201)
  })
})

describe('a time budget for each import (IMPORT_TIME_LIMIT_MS=300)', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp({ env: { IMPORT_TIME_LIMIT_MS: '300' } })
    token = await t.tokenFor('secretaria')
  })
  afterAll(() => t.close())

  it.each(['/certificados/importacao/previa', '/certificados/importacao'])(
    '%s: past the budget the work stops with 503 and a Portuguese message, and nothing is stored',
    async (path) => {
      const lock = await lockCertificates(t.databaseUrl)
      const pending = t.request.post(path).set('Authorization', token).set('Content-Type', 'text/csv').send(CSV).then((response) => response)
      await lock.someoneWaits()
      // The work's budget began before it waited for the lock (the app runs in this process, on this clock): 300 ms
      // after the wait was seen, the budget has run out, however late the request reached the work.
      const waitSeen = performance.now()
      while (performance.now() <= waitSeen + 300) await new Promise((resolve) => setTimeout(resolve, 20))
      await lock.release()

      const response = await pending
      expect(response.status).toBe(503)
      expect(response.headers['retry-after']).toMatch(/^\d+$/)
      expect(response.body.mensagem).toBe(manage.importTimedOut)
      expect(await t.prisma.certificate.count()).toBe(0)
    },
  )
})
