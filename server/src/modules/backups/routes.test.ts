/** The Backups screen's API on the real app: who may call it, one backup at a time, the download and its audit. */
import { messages } from '@site/contracts'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../../test/app.ts'
import { backupFolder, removeBackupFolders, waitUntil } from '../../../test/support/backups.ts'
import { queryRows } from '../../../test/support/submissions.ts'
import { lockBackups } from './run.ts'
import { passphraseFile } from './settings.ts'

const ARCHIVE_NAME = /^backup-\d{8}T\d{6}Z-manual-[0-9a-f]{6}\.age$/

describe('backups API', () => {
  let t: TestApp
  let admin: string
  let dataDir: string

  const status = async () => (await t.request.get('/backups/estado').set('Authorization', admin).expect(200)).body
  const finished = () => waitUntil(async () => !(await status()).emAndamento, 'o backup terminar')

  beforeAll(async () => {
    dataDir = backupFolder()
    t = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, DATA_DIR: dataDir } })
    admin = await t.adminToken()
  })
  afterAll(async () => {
    await t.close()
    removeBackupFolders()
  })

  it('answers 401 without a sign-in and 403 to Secretaria and Comunicação', async () => {
    const calls = [t.request.get('/backups'), t.request.get('/backups/estado'), t.request.post('/backups')]
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401)
    for (const role of ['secretaria', 'comunicacao'] as const) {
      const token = await t.tokenFor(role)
      for (const call of [t.request.get('/backups'), t.request.post('/backups'), t.request.get('/backups/estado')]) {
        const response = await call.set('Authorization', token)
        expect(response.status).toBe(403)
        expect(response.body.mensagem).toBe(messages.accounts.forbidden)
      }
    }
  })

  it('refuses a second backup while one runs, takes one when it ended, and lists it verified', { timeout: 180_000 }, async () => {
    const held = (await lockBackups(t.databaseUrl, { wait: false }))!
    try {
      expect((await status()).emAndamento).toBe(true)
      const refused = await t.request.post('/backups').set('Authorization', admin).expect(409)
      expect(refused.body.mensagem).toBe(messages.backups.busy)
    } finally {
      await held.release()
    }
    expect(await t.request.get('/backups').set('Authorization', admin).expect(200)).toHaveProperty('body', [])

    const started = await t.request.post('/backups').set('Authorization', admin).expect(202)
    expect(started.body.mensagem).toBe(messages.backups.started)
    await finished()

    const { body: list } = await t.request.get('/backups').set('Authorization', admin).expect(200)
    expect(list).toEqual([{ nome: expect.stringMatching(ARCHIVE_NAME), criadoEm: expect.any(String), bytes: expect.any(Number), origem: 'manual', verificadoEm: expect.any(String) }])
    expect(list[0].bytes).toBe(readFileSync(path.join(dataDir, 'backups', list[0].nome)).length)
    expect(await status()).toEqual({ emAndamento: false, ultimoVerificado: list[0], falha: null, senhaGerada: { arquivo: passphraseFile(dataDir) } })
  })

  it('streams an archive as an attachment and audits who downloaded it; any other name gets 404', async () => {
    const [backup] = (await t.request.get('/backups').set('Authorization', admin).expect(200)).body
    const download = await t.request.get(`/backups/${backup.nome}`).set('Authorization', admin).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => done(null, Buffer.concat(chunks)))
    })
    expect(download.status).toBe(200)
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.nome}"`)
    expect(Buffer.compare(download.body as Buffer, readFileSync(path.join(dataDir, 'backups', backup.nome)))).toBe(0)
    const audit = await t.prisma.auditLog.findFirst({ where: { action: 'baixar-backup' } })
    expect(audit).toMatchObject({ actorName: 'admin-teste', target: backup.nome })

    writeFileSync(path.join(dataDir, 'segredo.txt'), 'não')
    const names = ['..%2Fsegredo.txt', '..%2F..%2Fetc%2Fpasswd', `${backup.nome}.json`, `${backup.nome}%00`, 'backup-20261125T050000Z-manual-3fa9c1.age']
    for (const name of names) {
      const response = await t.request.get(`/backups/${name}`).set('Authorization', admin)
      expect(response.status, name).toBe(404)
      expect(response.body.mensagem, name).toBe(messages.backups.notFound)
    }
    expect(await t.prisma.auditLog.count({ where: { action: 'baixar-backup' } })).toBe(1)
  })

  it('stops showing the generated passphrase notice once an administrator confirms keeping a copy', async () => {
    await t.request.post('/backups/senha-guardada').set('Authorization', admin).expect(204)
    expect((await status()).senhaGerada).toBeNull()
  })

  it('reports the reason of a backup that failed, until one passes', { timeout: 180_000 }, async () => {
    const blocked = path.join(backupFolder(), 'um-arquivo')
    writeFileSync(blocked, '')
    const failing = await createTestApp({ env: { DATA_DIR: dataDir, BACKUP_DIR: blocked }, keepData: true })
    try {
      await failing.request.post('/backups').set('Authorization', admin).expect(202)
      await finished()
      const { falha } = await status()
      expect(falha).toEqual({ em: expect.any(String), mensagem: expect.any(String) })
      expect(falha.mensagem.startsWith(messages.backups.unexpectedFailure(''))).toBe(true)
    } finally {
      await failing.close()
    }
    await t.request.post('/backups').set('Authorization', admin).expect(202)
    await finished()
    expect((await status()).falha).toBeNull()
  })

  it('keeps answering 20 concurrent requests that use the database while a backup and its drill run: none gets 503', { timeout: 300_000 }, async () => {
    // Files of 1 MB that no compression shrinks: a backup long enough to be caught running.
    await queryRows(
      t.databaseUrl,
      `WITH applications AS (
         INSERT INTO "VolunteerApplication" ("nome", "email", "telefone", "endereco", "escolaridade", "protocolo")
         SELECT 'Voluntária ' || i, 'carga' || i || '@example.com', '(12) 98877-6655', 'Rua ' || i, 'Ensino Médio Completo',
                'VOL-2019-' || lpad(i::text, 6, '0')
         FROM generate_series(1, 40) AS i RETURNING "id")
       INSERT INTO "SubmissionFile" ("volunteerApplicationId", "field", "fileName", "mimeType", "size", "content")
       SELECT a."id", 'termoAdesao', 'termo.pdf', 'application/pdf', 1048576,
              (SELECT decode(string_agg(md5(random()::text || a."id" || j), ''), 'hex') FROM generate_series(1, 65536) AS j)
       FROM applications AS a`,
    )
    const answered = new Map<number, number>()
    const requests = () => [
      ...Array.from({ length: 10 }, () => t.request.get('/certificado/NAOEXISTE1')),
      ...Array.from({ length: 10 }, () => t.request.get('/backups/estado').set('Authorization', admin)),
    ]

    await t.request.post('/backups').set('Authorization', admin).expect(202)
    let rounds = 0
    while ((await status()).emAndamento) {
      for (const response of await Promise.all(requests())) answered.set(response.status, (answered.get(response.status) ?? 0) + 1)
      rounds += 1
    }

    expect(rounds).toBeGreaterThan(0)
    expect(Object.fromEntries(answered)).toEqual({ 200: rounds * 10, 404: rounds * 10 })
    expect((await status()).falha).toBeNull()
  })
})
