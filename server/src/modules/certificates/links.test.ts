import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { MIGRATIONS_DIR } from '../../db/migrate.ts'
import { toColumns } from './service.ts'

const OLD = 'https://antigo.fundacao.example.org'
const NEW = 'https://novo.fundacao.example.org'
const ELSEWHERE = 'https://arquivos.example.org/certificados/antigo.pdf'

let first: TestApp
let token: string

beforeAll(async () => {
  first = await createTestApp({ env: { PUBLIC_URL: OLD } })
  token = await first.adminToken()
})
afterAll(() => first.close())

const create = (app: TestApp, codigo: string, link: string) =>
  app.request.post('/certificado').set('Authorization', token).send({ codigo, nome: 'Ana Souza', curso: 'Oficina', horas: 4, link })

/** What the validator, the admin list and the CSV say each code links to, on a server started with `origin`. */
async function linksSeen(origin: string, codes: string[]) {
  const app = await createTestApp({ keepData: true, env: { PUBLIC_URL: origin } })
  try {
    const auth = await app.adminToken()
    const validator: Record<string, string> = {}
    for (const codigo of codes) validator[codigo] = (await app.request.get(`/certificado/${codigo}`).expect(200)).body.link
    const list = (await app.request.get('/certificados').set('Authorization', auth).expect(200)).body.itens as { codigo: string; link: string }[]
    const csv = (await app.request.get('/certificados/exportacao').set('Authorization', auth).expect(200)).text
    return { validator, list: Object.fromEntries(list.map((item) => [item.codigo, item.link])), csv }
  } finally {
    await app.close()
  }
}

describe('links to our own certificate PDFs', () => {
  it('follow PUBLIC_URL when read: the validator, the admin list and the CSV after a restart on another address', async () => {
    await create(first, 'OWNPDF01', `${OLD}/certificado/OWNPDF01/pdf`).expect(201)
    await create(first, 'OWNVAL02', `${OLD}/validador/OWNVAL02`).expect(201)
    await create(first, 'ELSEWH03', ELSEWHERE).expect(201)

    const seen = await linksSeen(NEW, ['OWNPDF01', 'OWNVAL02', 'ELSEWH03'])
    for (const codigo of ['OWNPDF01', 'OWNVAL02']) {
      expect(seen.validator[codigo]).toBe(`${NEW}/certificado/${codigo}/pdf`)
      expect(seen.list[codigo]).toBe(`${NEW}/certificado/${codigo}/pdf`)
      expect(seen.csv).toContain(`${NEW}/certificado/${codigo}/pdf`)
    }
    expect(seen.csv).not.toContain(OLD)
    expect(seen.validator.ELSEWH03).toBe(ELSEWHERE)
    expect(seen.list.ELSEWH03).toBe(ELSEWHERE)
  })

  it('stored with a host by an earlier release are moved to the derived link by the migration, other links kept', async () => {
    const legacy = [
      ['LEGPDF01', `${OLD}/certificado/LEGPDF01/pdf`],
      ['LEGVAL02', `http://localhost:3000/validador/LEGVAL02`],
      ['LEGEXT03', ELSEWHERE],
      ['LEGOTH04', `${OLD}/certificado/LEGPDF01/pdf`],
    ]
    for (const [codigo, link] of legacy) {
      await first.prisma.certificate.create({ data: toColumns({ codigo: codigo!, nome: 'Rui', curso: 'Curso', horas: 2, link: link! }) })
    }
    const migration = migrationSql('certificate_links_follow_public_url')
    const client = new pg.Client({ connectionString: first.databaseUrl })
    await client.connect()
    try {
      await client.query(migration)
    } finally {
      await client.end()
    }
    const seen = await linksSeen(NEW, legacy.map(([codigo]) => codigo!))
    expect(seen.validator).toEqual({
      LEGPDF01: `${NEW}/certificado/LEGPDF01/pdf`,
      LEGVAL02: `${NEW}/certificado/LEGVAL02/pdf`,
      LEGEXT03: ELSEWHERE,
      // Another code's PDF is not this certificate's own: kept as typed.
      LEGOTH04: `${OLD}/certificado/LEGPDF01/pdf`,
    })
    expect(seen.csv).toContain(`${NEW}/certificado/LEGVAL02/pdf`)
  })
})

/** The SQL of the migration whose folder ends with `name` (a data fix, so running it again changes nothing more). */
function migrationSql(name: string): string {
  const folder = readdirSync(MIGRATIONS_DIR).find((entry) => entry.endsWith(`_${name}`))
  if (!folder) throw new Error(`no migration ${name}`)
  return readFileSync(path.join(MIGRATIONS_DIR, folder, 'migration.sql'), 'utf8')
}
