import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARCHIVE_FORMAT, createArchiveWriter, FORMAT_VERSION, readArchive } from './archive.ts'
import { BackupError, backupErrors } from './errors.ts'

const PASSPHRASE = 'uma frase longa o bastante para o teste do arquivo'

/** A one-table archive, written as a backup writes one. */
async function writeArchive(file: string): Promise<void> {
  const writer = createArchiveWriter(PASSPHRASE)
  const written = pipeline(Readable.from(writer.output), createWriteStream(file))
  await writer.addOpening({
    format: ARCHIVE_FORMAT,
    version: FORMAT_VERSION,
    appVersion: '1.0.0',
    origin: 'manual',
    takenAt: new Date().toISOString(),
    postgresVersion: '18',
    migrations: ['0001_init'],
    tables: [{ name: 'Noticia', columns: ['id'] }],
  })
  const rows = Buffer.from('linhas da tabela')
  const sum = await writer.addTable('Noticia', Readable.from([rows]))
  await writer.finish({ tables: [{ name: 'Noticia', rows: 1, ...sum }], sequences: [] })
  await written
}

describe('reading an archive', () => {
  let dir: string
  let file: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'archive-test-'))
    file = path.join(dir, 'backup.age')
    await writeArchive(file)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('hands each table its rows and checks them against the checksums', async () => {
    const seen: string[] = []
    const manifest = await readArchive(file, PASSPHRASE, {
      table: async (table, rows) => {
        for await (const chunk of rows) seen.push(`${table.name}: ${Buffer.from(chunk).toString()}`)
      },
    })
    expect(seen).toEqual(['Noticia: linhas da tabela'])
    expect(manifest.tables[0]).toMatchObject({ name: 'Noticia', rows: 1 })
  })

  it("reports the database's failure as it is, not as a corrupt archive", async () => {
    const refusal = new Error('o banco recusou a cópia')
    const reading = readArchive(file, PASSPHRASE, {
      table: async (_table, rows) => {
        for await (const chunk of rows) void chunk
        throw refusal
      },
    })
    await expect(reading).rejects.toBe(refusal)
  })

  it('still calls a wrong passphrase by its name', async () => {
    const reading = readArchive(file, 'outra frase, errada, mas também longa', { table: async () => undefined })
    await expect(reading).rejects.toEqual(new BackupError(backupErrors.wrongPassphrase()))
  })
})
