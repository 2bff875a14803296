/**
 * Downloading an archive in the browser (decision 42): a one-time ticket, in a cookie the page cannot read, then a
 * plain GET that the server answers by streaming the file, audited as the Bearer download is.
 */
import { messages } from '@site/contracts'
import { randomBytes } from 'node:crypto'
import type { Stream } from 'node:stream'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../../test/app.ts'
import { backupFolder, removeBackupFolders } from '../../../test/support/backups.ts'

const ARCHIVE = 'backup-20260301T050000Z-manual-0a1b2c.age'
const OTHER_ARCHIVE = 'backup-20260302T050000Z-agendado-3d4e5f.age'
const TICKET_COOKIE = /^bilhete-backup=([\w-]{43}); Path=([^;]+); Max-Age=60; HttpOnly; SameSite=Strict$/

const text = messages.backups
/** supertest's parser for a binary body: the bytes as they came. */
const binary = (response: Stream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => done(null, Buffer.concat(chunks)))
}

describe('downloading a backup with a one-time ticket', () => {
  let t: TestApp
  let admin: string
  let clock: Date
  const content = randomBytes(3 * 1024 * 1024 + 17)

  /** Asks for a ticket as `token` and returns the cookie the browser would keep. */
  const ticketFor = async (token: string, name = ARCHIVE) => {
    const response = await t.request.post(`/backups/${name}/bilhete`).set('Authorization', token)
    expect(response.status).toBe(204)
    const [cookie] = response.headers['set-cookie'] as unknown as string[]
    const [, value, cookiePath] = TICKET_COOKIE.exec(cookie!)!
    return { cookie: `bilhete-backup=${value}`, value: value!, path: cookiePath! }
  }
  const download = (cookie: string | undefined, name = ARCHIVE) => {
    const request = t.request.get(`/backups/${name}/arquivo`)
    return (cookie ? request.set('Cookie', cookie) : request).buffer(true).parse(binary)
  }
  const downloadsAudited = () => t.prisma.auditLog.findMany({ where: { action: 'baixar-backup' }, select: { actorName: true, target: true } })

  beforeAll(async () => {
    const dataDir = backupFolder()
    mkdirSync(path.join(dataDir, 'backups'), { mode: 0o700 })
    writeFileSync(path.join(dataDir, 'backups', ARCHIVE), content)
    writeFileSync(path.join(dataDir, 'backups', OTHER_ARCHIVE), randomBytes(1024))
    clock = new Date()
    t = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, DATA_DIR: dataDir }, extra: { now: () => clock } })
    admin = await t.adminToken()
  })
  afterAll(async () => {
    await t.close()
    removeBackupFolders()
  })

  it('gives the ticket only as a cookie the page cannot read, sent only to that archive\'s address, for a minute', async () => {
    const response = await t.request.post(`/backups/${ARCHIVE}/bilhete`).set('Authorization', admin).expect(204)
    expect(response.text).toBe('')
    const [cookie] = response.headers['set-cookie'] as unknown as string[]
    expect(cookie).toMatch(TICKET_COOKIE)
    expect(TICKET_COOKIE.exec(cookie!)![2]).toBe(`/backups/${ARCHIVE}/arquivo`)
  })

  it('streams the archive to the ticket\'s holder as an attachment, byte for byte, audited under the name of who asked', async () => {
    const ticket = await ticketFor(admin)
    const response = await download(ticket.cookie)
    expect(response.status).toBe(200)
    expect(response.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-length': String(content.length),
      'content-disposition': `attachment; filename="${ARCHIVE}"`,
      'cache-control': 'no-store',
    })
    expect(Buffer.compare(response.body as Buffer, content)).toBe(0)
    // The browser forgets the spent ticket.
    expect(response.headers['set-cookie']).toEqual([`bilhete-backup=; Path=/backups/${ARCHIVE}/arquivo; Max-Age=0; HttpOnly; SameSite=Strict`])
    expect(await downloadsAudited()).toEqual([{ actorName: 'admin-teste', target: ARCHIVE }])
    // Nothing the server logged while giving and spending it holds the ticket.
    expect(t.logLines.filter((line) => line.includes(ticket.value))).toEqual([])
  })

  it('refuses a ticket used twice, one past its minute, one for another archive, and no ticket at all; none is audited', async () => {
    const audited = (await downloadsAudited()).length
    const refused = async (response: Awaited<ReturnType<typeof download>>, message: string = text.downloadTicketRefused) => {
      expect(response.status).toBe(401)
      expect(JSON.parse((response.body as Buffer).toString())).toMatchObject({ statusCode: 401, mensagem: message })
    }

    const used = await ticketFor(admin)
    // A download manager's probe neither spends it nor counts as a download.
    expect((await t.request.head(`/backups/${ARCHIVE}/arquivo`).set('Cookie', used.cookie)).status).toBe(404)
    expect((await download(used.cookie)).status).toBe(200)
    await refused(await download(used.cookie))

    const late = await ticketFor(admin)
    clock = new Date(clock.getTime() + 61_000)
    await refused(await download(late.cookie))

    const forAnother = await ticketFor(admin, OTHER_ARCHIVE)
    await refused(await download(forAnother.cookie, ARCHIVE))
    // Spent by that attempt, even at its own archive.
    await refused(await download(forAnother.cookie, OTHER_ARCHIVE))

    // A browser sends none once the cookie's minute is over.
    await refused(await download(undefined))
    await refused(await download('bilhete-backup=inventado-por-alguem-sem-conta-000000000000000'))
    expect((await downloadsAudited()).length).toBe(audited + 1)
  })

  it('holds for the account that asked for it only while that account stays a signed-in Administrador', async () => {
    const other = await t.tokenFor('administrador', 'outra-admin')
    const [mine, theirs] = [await ticketFor(admin), await ticketFor(other)]
    const { id } = await t.prisma.adminUser.findUniqueOrThrow({ where: { nome: 'admin-teste' } })
    // Another administrator makes this one Secretaria, which ends its sessions.
    await t.request.put(`/usuarios/${id}`).set('Authorization', other).send({ papel: 'secretaria' }).expect(200)
    const audited = (await downloadsAudited()).length

    const refused = await download(mine.cookie)
    expect(refused.status).toBe(401)
    expect(JSON.parse((refused.body as Buffer).toString()).mensagem).toBe(messages.auth.sessionEnded)
    const served = await download(theirs.cookie)
    expect(served.status).toBe(200)
    expect((await downloadsAudited()).slice(audited)).toEqual([{ actorName: 'outra-admin', target: ARCHIVE }])
  })

  it('gives a ticket only for an archive that is listed', async () => {
    const admin2 = await t.tokenFor('administrador', 'terceira-admin')
    for (const name of [`${ARCHIVE}.json`, 'backup-20261125T050000Z-manual-3fa9c1.age', '..%2Fsegredo.txt']) {
      const response = await t.request.post(`/backups/${name}/bilhete`).set('Authorization', admin2)
      expect(response.status, name).toBe(404)
      expect(response.body.mensagem, name).toBe(text.notFound)
      expect(response.headers['set-cookie'], name).toBeUndefined()
    }
  })
})
