/**
 * Backups of the real app's database on the run's PostgreSQL: what a restore gives back, what an archive hides,
 * and what the restore drill catches.
 */
import { Decrypter, Encrypter } from 'age-encryption'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import * as tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, TEST_ADMIN, type TestApp } from '../../../test/app.ts'
import { backupFolder, emptyDatabase, removeBackupFolders, tableDigests, TEST_PASSPHRASE, testBackupSettings } from '../../../test/support/backups.ts'
import { attachPdf, DOCUMENT_REQUEST, VOLUNTEER, withFields } from '../../../test/support/submission-fixtures.ts'
import { pdfOfSize, queryRows } from '../../../test/support/submissions.ts'
import { applyMigrations, MIGRATIONS_DIR } from '../../db/migrate.ts'
import { backupErrors } from './errors.ts'
import { createBackups } from './service.ts'

const CERTIFICATE = { codigo: 'BACKUP2026', nome: 'Iolanda Backup Restauro', curso: 'Gestão Escolar', horas: 40, link: 'https://www.example.org/c.pdf' }
/** File bytes no other row holds: found in clear in an archive only if it were not encrypted. */
const DOCUMENT = Buffer.concat([pdfOfSize(4096), Buffer.from('conteudo-unico-do-documento-de-identidade')])

async function submitForms(t: TestApp): Promise<void> {
  await attachPdf(withFields(t.request.post('/enviar-voluntariado'), VOLUNTEER), 'termoAdesao', 'termo.pdf').expect(201)
  const request = withFields(t.request.post('/enviar-requerimento'), DOCUMENT_REQUEST)
  await attachPdf(attachPdf(request, 'rg', 'rg.pdf', DOCUMENT), 'certidao', 'certidao.pdf').expect(201)
}

const fileBytes = (databaseUrl: string) =>
  queryRows<{ id: number; content: Buffer }>(databaseUrl, 'SELECT id, content FROM "SubmissionFile" ORDER BY id')

/** The archive's tar, decrypted by age-encryption's whole-file path (not the streaming one the backups use). */
async function decryptWhole(file: string): Promise<Map<string, Buffer>> {
  const decrypter = new Decrypter()
  decrypter.addPassphrase(TEST_PASSPHRASE)
  return untar(await decrypter.decrypt(readFileSync(file)))
}

/** Encrypts `entries` (in order) as an archive under the test passphrase, as a forger who knows it would. */
async function encryptWhole(file: string, entries: Map<string, Buffer>): Promise<void> {
  const pack = tar.pack()
  for (const [name, content] of entries) pack.entry({ name }, content)
  pack.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk)
  const encrypter = new Encrypter()
  encrypter.setScryptWorkFactor(10)
  encrypter.setPassphrase(TEST_PASSPHRASE)
  writeFileSync(file, await encrypter.encrypt(Buffer.concat(chunks)))
}

/**
 * Decrypts `file` with Debian's `age` (a Go implementation, apt-get install age), which reads a passphrase only from
 * a terminal: `script` gives it one, fed from stdin. Returns the tar.
 */
function decryptWithAgeCli(file: string): Buffer {
  const output = `${file}.tar`
  const run = spawnSync('script', ['-qec', `age -d -o '${output}' '${file}'`, '/dev/null'], { input: `${TEST_PASSPHRASE}\n`, encoding: 'utf8' })
  expect(run.status, run.stdout).toBe(0)
  return readFileSync(output)
}

/** The tar's entries, by name. */
async function untar(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>()
  const extract = tar.extract()
  Readable.from([Buffer.from(bytes)]).pipe(extract)
  for await (const entry of extract) {
    const chunks: Buffer[] = []
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk)
    entries.set(entry.header.name, Buffer.concat(chunks))
  }
  return entries
}

/** A table's rows as the archive holds them: its segments, in order. */
const tableBytes = (entries: Map<string, Buffer>, table: string) =>
  Buffer.concat([...entries].filter(([name]) => name.startsWith(`tables/${table}/`)).map(([, bytes]) => bytes))

describe('backups of the whole site', () => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS_OUT_OF_REACH })
    token = await t.adminToken()
    await t.request.post('/certificado').set('Authorization', token).send(CERTIFICATE).expect(201)
    await submitForms(t)
  })
  afterAll(async () => {
    await t.close()
    removeBackupFolders()
  })

  it('restores into a wiped database every table, file byte and password as they were, and its sequences go on', { timeout: 180_000 }, async () => {
    // Stopped first: its mail worker would change the outbox between the digests and the backup.
    await t.close()
    const backups = createBackups(testBackupSettings(t.databaseUrl))
    const before = await tableDigests(t.databaseUrl)
    const files = await fileBytes(t.databaseUrl)
    const backup = await backups.takeBackup({ origin: 'manual' })

    // The disk is lost: nothing of the app is left in the database, its extensions included.
    await queryRows(t.databaseUrl, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public')
    const { migrated } = await backups.restoreBackup(backup.path, { force: false })

    expect(migrated).toEqual([])
    expect(await tableDigests(t.databaseUrl)).toEqual(before)
    expect(await fileBytes(t.databaseUrl)).toEqual(files)
    expect(files.map((file) => file.content)).toContainEqual(DOCUMENT)
    t = await createTestApp({ env: LIMITS_OUT_OF_REACH, keepData: true })
    const login = await t.request.post('/usuario/login').send(TEST_ADMIN)
    expect(login.status).toBe(200)
    const next = { ...CERTIFICATE, codigo: 'DEPOIS2026' }
    await t.request.post('/certificado').set('Authorization', `Bearer ${login.body.token}`).send(next).expect(201)
    await t.request.get(`/certificado/${CERTIFICATE.codigo}`).expect(200)
  })

  it('writes archives readable by their owner only, that show no CPF, name, e-mail or file bytes in clear', { timeout: 120_000 }, async () => {
    const settings = testBackupSettings(t.databaseUrl)
    const backup = await createBackups(settings).takeBackup({ origin: 'manual' })

    expect(statSync(settings.dir).mode & 0o777).toBe(0o700)
    expect(statSync(backup.path).mode & 0o777).toBe(0o600)
    expect(statSync(`${backup.path}.json`).mode & 0o777).toBe(0o600)
    const archive = readFileSync(backup.path)
    const secrets = [DOCUMENT_REQUEST.cpf, DOCUMENT_REQUEST.nome, VOLUNTEER.email, CERTIFICATE.nome, 'conteudo-unico-do-documento']
    for (const secret of [DOCUMENT_REQUEST.cpf.replace(/\D/g, ''), ...secrets]) expect(archive.includes(secret)).toBe(false)
    expect(archive.includes(DOCUMENT.subarray(0, 64))).toBe(false)

    // The same search finds them once decrypted, so it would have found them in clear.
    const entries = await decryptWhole(backup.path)
    expect([...entries.keys()][0]).toBe('manifest.json')
    const tables = Buffer.concat([...entries.values()])
    for (const secret of secrets) expect(tables.includes(secret), secret).toBe(true)
    expect(tables.includes(DOCUMENT)).toBe(true)
  })

  it('replaces a database that holds data only with force, and leaves it untouched without', { timeout: 180_000 }, async () => {
    const backups = createBackups(testBackupSettings(t.databaseUrl))
    const backup = await backups.takeBackup({ origin: 'manual' })
    await t.request.post('/certificado').set('Authorization', token).send({ ...CERTIFICATE, codigo: 'NOVO2026' }).expect(201)
    const current = await tableDigests(t.databaseUrl)

    await expect(backups.restoreBackup(backup.path, { force: false })).rejects.toThrow(backupErrors.targetNotEmpty())
    expect(await tableDigests(t.databaseUrl)).toEqual(current)

    await backups.restoreBackup(backup.path, { force: true })
    await t.request.get('/certificado/NOVO2026').expect(404)
    await t.request.get(`/certificado/${CERTIFICATE.codigo}`).expect(200)
  })

  it('records a passed drill, and the drill fails an archive altered on disk or forged with a changed table', { timeout: 300_000 }, async () => {
    const backups = createBackups(testBackupSettings(t.databaseUrl))
    const backup = await backups.takeBackup({ origin: 'manual' })
    expect((await backups.runDrill(backup.path)).ok).toBe(true)
    expect((await backups.listBackups())[0]).toMatchObject({ name: backup.name, verifiedAt: expect.any(Date) })

    const altered = readFileSync(backup.path)
    altered[Math.floor(altered.length / 2)]! ^= 0x01
    writeFileSync(backup.path, altered)
    expect(await backups.runDrill(backup.path)).toMatchObject({ ok: false, message: backupErrors.corrupt() })
    expect((await backups.listBackups())[0]).toMatchObject({ name: backup.name, verifiedAt: null })

    // Re-encrypted with the passphrase, one byte of the certificates changed: age cannot tell, the manifest's hash can.
    const forged = (await createBackups(testBackupSettings(t.databaseUrl)).takeBackup({ origin: 'manual' })).path
    const entries = await decryptWhole(forged)
    const certificates = entries.get('tables/Certificate/000000.copy')!
    const at = certificates.indexOf(CERTIFICATE.nome)
    certificates[at] = 'J'.charCodeAt(0)
    await encryptWhole(forged, entries)
    const drill = await backups.runDrill(forged)
    expect(drill).toMatchObject({ ok: false, message: backupErrors.tableMismatch('Certificate') })
    // Found only after the rows went in (one pass): the restore's transaction is rolled back.
    const current = await tableDigests(t.databaseUrl)
    await expect(backups.restoreBackup(forged, { force: true })).rejects.toThrow(backupErrors.tableMismatch('Certificate'))
    expect(await tableDigests(t.databaseUrl)).toEqual(current)
  })

  it('writes archives that Debian\'s age opens into a tar whose tables match their checksums', { timeout: 120_000 }, async () => {
    const backup = await createBackups(testBackupSettings(t.databaseUrl)).takeBackup({ origin: 'manual' })

    const entries = await untar(decryptWithAgeCli(backup.path))

    const names = [...entries.keys()]
    expect(names[0]).toBe('manifest.json')
    expect(names.at(-1)).toBe('checksums.json')
    const { tables } = JSON.parse(entries.get('checksums.json')!.toString()) as { tables: { name: string; bytes: number; sha256: string }[] }
    expect(tables.map((table) => table.name)).toContain('SubmissionFile')
    for (const table of tables) {
      const bytes = tableBytes(entries, table.name)
      expect({ name: table.name, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({
        name: table.name,
        bytes: table.bytes,
        sha256: table.sha256,
      })
    }
    expect(tableBytes(entries, 'SubmissionFile').includes(DOCUMENT)).toBe(true)
  })

  it('restores a backup taken while 20 visitors submit forms: each submission wholly in or out, protocols counted', { timeout: 300_000 }, async () => {
    const busy = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, UPLOAD_CONCURRENCY: '20', UPLOAD_PLACES_PER_ADDRESS: '20' }, keepData: true })
    const backups = createBackups(testBackupSettings(busy.databaseUrl))
    const volunteers = async () => (await queryRows<{ n: number }>(busy.databaseUrl, 'SELECT count(*)::int AS n FROM "VolunteerApplication"'))[0]!.n
    let stop = false
    let failure: unknown
    const waitForVolunteers = async (count: number) => {
      while (!failure && (await volunteers()) < count) await new Promise((resolve) => setTimeout(resolve, 20))
      if (failure) throw failure
    }
    const visitor = async (index: number) => {
      for (let round = 0; !stop && !failure; round++) {
        const applicant = { ...VOLUNTEER, nome: `Visitante ${index} ${round}`, email: `visitante${index}.${round}@example.com` }
        const response = await attachPdf(withFields(busy.request.post('/enviar-voluntariado'), applicant), 'termoAdesao', 'termo.pdf')
        if (response.status !== 201) failure = new Error(`envio respondeu ${response.status}: ${JSON.stringify(response.body)}`)
      }
    }
    const start = await volunteers()
    const visitors = Array.from({ length: 20 }, (_, index) => visitor(index))
    let backup: Awaited<ReturnType<typeof backups.takeBackup>>
    let afterBackup: number
    try {
      await waitForVolunteers(start + 20)
      backup = await backups.takeBackup({ origin: 'manual' })
      afterBackup = await volunteers()
      await waitForVolunteers(afterBackup + 20)
    } finally {
      // Also on failure: an app left open keeps its mail worker polling the database the next test files use.
      stop = true
      await Promise.all(visitors)
      await busy.close()
    }

    const target = await emptyDatabase()
    try {
      await createBackups(testBackupSettings(target.url)).restoreBackup(backup.path, { force: false })
      const applications = await queryRows<{ files: number; mails: number; nome: string; protocolo: string }>(
        target.url,
        `SELECT a.nome, a.protocolo,
           (SELECT count(*) FROM "SubmissionFile" f WHERE f."volunteerApplicationId" = a.id)::int AS files,
           (SELECT count(*) FROM "OutboxMail" m WHERE m."volunteerApplicationId" = a.id)::int AS mails
         FROM "VolunteerApplication" a`,
      )
      expect(applications.length).toBeGreaterThanOrEqual(start + 20)
      expect(applications.length).toBeLessThanOrEqual(afterBackup)
      for (const application of applications) expect(application).toMatchObject({ files: 1, mails: 2 })
      // The visitors' protocol numbers run without a gap up to the counter: no number handed out is missing.
      const [counter] = await queryRows<{ lastValue: number }>(target.url, `SELECT "lastValue" FROM "ProtocolCounter" WHERE prefix = 'VOL'`)
      const numbers = applications
        .filter((application) => application.nome.startsWith('Visitante'))
        .map((application) => Number(application.protocolo.split('-').at(-1)))
        .sort((a, b) => a - b)
      expect(numbers.at(-1)).toBe(counter!.lastValue)
      expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index))
    } finally {
      await target.drop()
    }
  })

  it('restores an archive of the previous release into this one, then applies the newer migration', { timeout: 180_000 }, async () => {
    const migrations = readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
    const previousRelease = backupFolder()
    for (const name of migrations.slice(0, -1)) cpSync(path.join(MIGRATIONS_DIR, name), path.join(previousRelease, name), { recursive: true })
    const [previous, current] = [await emptyDatabase(), await emptyDatabase()]
    try {
      await applyMigrations(previous.url, previousRelease)
      await queryRows(previous.url, `INSERT INTO "SiteSetting" (key, value, "updatedAt") VALUES ('contatos', '{"telefone": "(12) 3456-7890"}', now())`)
      const backup = await createBackups(testBackupSettings(previous.url)).takeBackup({ origin: 'manual' })

      const { migrated } = await createBackups(testBackupSettings(current.url)).restoreBackup(backup.path, { force: false })

      expect(migrated).toEqual(migrations.slice(-1))
      const applied = await queryRows<{ name: string }>(current.url, 'SELECT migration_name AS name FROM "_prisma_migrations" ORDER BY 1')
      expect(applied.map((row) => row.name)).toEqual(migrations)
      expect(await queryRows(current.url, 'SELECT key, value FROM "SiteSetting"')).toEqual([{ key: 'contatos', value: { telefone: '(12) 3456-7890' } }])
    } finally {
      await Promise.all([previous.drop(), current.drop()])
    }
  })
})
