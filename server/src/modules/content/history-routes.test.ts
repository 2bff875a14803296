import { messages, type ContentRevision, type TeamMember, type TrashItem } from '@site/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_ADMIN, type TestApp } from '../../../test/app.ts'
import { withStaffApp } from '../../../test/support/staff-app.ts'
import { purgeExpiredItems } from './trash.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const history = messages.contentHistory

let t: TestApp
let token: string
let now = new Date()

withStaffApp({ now: () => now, emptied: ['contentRevision', 'contentItem'] }, (app, bearer) => {
  t = app
  token = bearer
})
beforeEach(() => {
  now = new Date()
})

const staff = <T extends { set: (name: string, value: string) => T }>(request: T) => request.set('Authorization', token)
const later = (ms: number) => {
  now = new Date(now.getTime() + ms)
}

async function addMember(nome: string, cargo = 'Coordenação'): Promise<TeamMember> {
  const response = await staff(t.request.post('/conteudo/equipe')).send({ nome, cargo })
  expect(response.status).toBe(201)
  return response.body
}
const names = async (kind = 'equipe') =>
  ((await t.request.get(`/conteudo/${kind}`)).body as { nome: string }[]).map((item) => item.nome)
const revisionsOf = async (id: number, kind = 'equipe') => staff(t.request.get(`/conteudo/${kind}/${id}/revisoes`))
const trashOf = async (kind = 'equipe') => staff(t.request.get(`/conteudo/${kind}/lixeira`))
const trash = (id: number, kind = 'equipe') => staff(t.request.delete(`/conteudo/${kind}/${id}`))
const restoreFromTrash = (id: number, kind = 'equipe') => staff(t.request.post(`/conteudo/${kind}/lixeira/${id}/restaurar`))
const livePositions = async () =>
  (await t.prisma.contentItem.findMany({ where: { deletedAt: null }, orderBy: { position: 'asc' }, select: { position: true } })).map(
    (row) => row.position,
  )

describe('revisions of the content lists (/conteudo/<kind>/:id/revisoes)', () => {
  it('keeps a revision of every save with author and time, and restores one as a new version', async () => {
    const ana = await addMember('Ana Souza', 'Coordenadora')
    const created = now
    later(60_000)
    const edited = await staff(t.request.put(`/conteudo/equipe/${ana.id}`)).send({ nome: 'Ana Souza Reis', cargo: 'Presidente' })
    expect(edited.status).toBe(200)

    const revisions = await revisionsOf(ana.id)
    expect(revisions.status).toBe(200)
    expect(revisions.body).toEqual([
      { id: expect.any(Number), autor: TEST_ADMIN.nome, criadoEm: now.toISOString(), dados: { nome: 'Ana Souza Reis', cargo: 'Presidente' } },
      { id: expect.any(Number), autor: TEST_ADMIN.nome, criadoEm: created.toISOString(), dados: { nome: 'Ana Souza', cargo: 'Coordenadora' } },
    ])

    later(60_000)
    const first = (revisions.body as ContentRevision[])[1]!
    const restored = await staff(t.request.post(`/conteudo/equipe/${ana.id}/revisoes/${first.id}/restaurar`))
    expect(restored.status).toBe(200)
    expect(restored.body).toEqual({ id: ana.id, nome: 'Ana Souza', cargo: 'Coordenadora' })
    expect(await names()).toEqual(['Ana Souza'])
    const after = (await revisionsOf(ana.id)).body as ContentRevision[]
    expect(after).toHaveLength(3)
    expect(after[0]).toMatchObject({ autor: TEST_ADMIN.nome, criadoEm: now.toISOString(), dados: first.dados })
  })

  it('records who saved by the name on the token, for a Comunicação account too', async () => {
    const comunicacao = await t.tokenFor('comunicacao', 'clara-comunicacao')
    const response = await t.request.post('/conteudo/parceiros').set('Authorization', comunicacao).send({ nome: 'Biblioteca Pública' })
    expect(response.status).toBe(201)
    const revisions = await revisionsOf(response.body.id, 'parceiros')
    expect(revisions.body).toEqual([expect.objectContaining({ autor: 'clara-comunicacao', dados: { nome: 'Biblioteca Pública' } })])
  })

  it('keeps the fields an item had before its history began, so its first edit can be undone', async () => {
    const updatedAt = new Date('2025-03-01T12:00:00Z')
    const seeded = await t.prisma.contentItem.create({
      data: { kind: 'equipe', position: 1, data: { nome: 'Helena Martins', cargo: 'Presidente' }, updatedAt },
    })
    await staff(t.request.put(`/conteudo/equipe/${seeded.id}`)).send({ nome: 'Helena Martins', cargo: 'Diretora' })
    const revisions = (await revisionsOf(seeded.id)).body as ContentRevision[]
    expect(revisions).toHaveLength(2)
    expect(revisions[1]).toEqual({
      id: expect.any(Number),
      autor: history.unknownAuthor,
      criadoEm: updatedAt.toISOString(),
      dados: { nome: 'Helena Martins', cargo: 'Presidente' },
    })
    await staff(t.request.put(`/conteudo/equipe/${seeded.id}`)).send({ nome: 'Helena Martins', cargo: 'Presidente' })
    expect((await revisionsOf(seeded.id)).body).toHaveLength(3)
  })

  it('finds a revision only through its own item and list, and refuses one the rules no longer accept', async () => {
    const ana = await addMember('Ana')
    const bruno = await addMember('Bruno')
    const [anaRevision] = (await revisionsOf(ana.id)).body as ContentRevision[]

    const foreign = await staff(t.request.post(`/conteudo/equipe/${bruno.id}/revisoes/${anaRevision!.id}/restaurar`))
    expect(foreign.status).toBe(404)
    expect(foreign.body.mensagem).toBe(history.revisionNotFound)
    for (const url of [`/conteudo/parceiros/${ana.id}/revisoes`, '/conteudo/equipe/999999/revisoes', '/conteudo/equipe/abc/revisoes']) {
      const response = await staff(t.request.get(url))
      expect(response.status, url).toBe(404)
      expect(response.body.mensagem).toBe(messages.content.notFound)
    }
    const otherList = await staff(t.request.post(`/conteudo/parceiros/${ana.id}/revisoes/${anaRevision!.id}/restaurar`))
    expect(otherList.status).toBe(404)

    // A revision whose fields the schema now refuses is not saved over the item.
    await t.prisma.contentRevision.update({ where: { id: anaRevision!.id }, data: { snapshot: { nome: '' } } })
    const invalid = await staff(t.request.post(`/conteudo/equipe/${ana.id}/revisoes/${anaRevision!.id}/restaurar`))
    expect(invalid.status).toBe(400)
    expect(invalid.body.mensagem).toBe(messages.common.invalidRequest)
    expect(await names()).toEqual(['Ana', 'Bruno'])
    expect(await t.prisma.contentRevision.count({ where: { entityId: ana.id } })).toBe(1)
  })

  it('lets only staff read or restore revisions', async () => {
    const ana = await addMember('Ana')
    const [revision] = (await revisionsOf(ana.id)).body as ContentRevision[]
    for (const response of [
      await t.request.get(`/conteudo/equipe/${ana.id}/revisoes`),
      await t.request.post(`/conteudo/equipe/${ana.id}/revisoes/${revision!.id}/restaurar`),
    ]) {
      expect(response.status).toBe(401)
      expect(response.body.mensagem).toBe(messages.common.unauthorized)
    }
  })
})

describe('the trash of the content lists (/conteudo/<kind>/lixeira)', () => {
  it('takes a deleted item off the public list at once and lists it with the date it will be purged', async () => {
    const [, bruno] = [await addMember('Ana'), await addMember('Bruno'), await addMember('Carla')]
    expect((await trash(bruno!.id)).status).toBe(204)
    expect(await names()).toEqual(['Ana', 'Carla'])
    expect(await livePositions()).toEqual([1, 2])

    const listed = await trashOf()
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual<TrashItem[]>([
      { tipo: 'equipe', id: bruno!.id, titulo: 'Bruno', excluidoEm: now.toISOString(), expiraEm: new Date(now.getTime() + 30 * DAY_MS).toISOString() },
    ])
    expect((await trashOf('parceiros')).body).toEqual([])

    // In the trash it cannot be edited, moved, deleted again or have its revisions read.
    const calls = [
      staff(t.request.put(`/conteudo/equipe/${bruno!.id}`)).send({ nome: 'Bruno', cargo: 'X' }),
      staff(t.request.put(`/conteudo/equipe/${bruno!.id}/posicao`)).send({ direcao: 'acima' }),
      trash(bruno!.id),
      revisionsOf(bruno!.id),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404)
      expect(response.body.mensagem).toBe(messages.content.notFound)
    }
  })

  it('names a course offering by its course and class, as the admin screen does', async () => {
    const offering = await staff(t.request.post('/conteudo/turmas')).send({
      curso: 'redacao-oficial',
      turma: 'Turma de agosto',
      dataInicio: '2026-08-03',
      local: 'Centro de Formação Continuada',
      status: 'Inscrições abertas',
    })
    await trash(offering.body.id, 'turmas')
    expect((await trashOf('turmas')).body).toEqual([expect.objectContaining({ tipo: 'turmas', titulo: 'Redação Oficial: Turma de agosto' })])
  })

  it('restores an item to the place it had, or to the end when the list has become shorter', async () => {
    const [ana, bruno, carla, davi] = [await addMember('Ana'), await addMember('Bruno'), await addMember('Carla'), await addMember('Davi')]
    await trash(bruno!.id)
    // Moves and new items meanwhile ignore the item in the trash.
    await staff(t.request.put(`/conteudo/equipe/${davi!.id}/posicao`)).send({ direcao: 'acima' })
    expect(await names()).toEqual(['Ana', 'Davi', 'Carla'])
    await addMember('Eva')
    expect(await livePositions()).toEqual([1, 2, 3, 4])

    expect((await restoreFromTrash(bruno!.id)).status).toBe(204)
    expect(await names()).toEqual(['Ana', 'Bruno', 'Davi', 'Carla', 'Eva'])
    expect(await livePositions()).toEqual([1, 2, 3, 4, 5])
    expect((await trashOf()).body).toEqual([])

    // Carla was fourth; with two of the others gone the list is only three long, so she comes back last.
    await trash(carla!.id)
    await trash(ana!.id)
    await trash(davi!.id)
    expect(await names()).toEqual(['Bruno', 'Eva'])
    await restoreFromTrash(carla!.id)
    expect(await names()).toEqual(['Bruno', 'Eva', 'Carla'])
    await restoreFromTrash(ana!.id)
    expect(await names()).toEqual(['Ana', 'Bruno', 'Eva', 'Carla'])
    expect(await livePositions()).toEqual([1, 2, 3, 4])

    const again = await restoreFromTrash(ana!.id)
    expect(again.status).toBe(404)
    expect(again.body.mensagem).toBe(history.trashNotFound)
    const otherList = await restoreFromTrash(davi!.id, 'parceiros')
    expect(otherList.status).toBe(404)
    expect(otherList.body.mensagem).toBe(history.trashNotFound)
    expect(await names()).toEqual(['Ana', 'Bruno', 'Eva', 'Carla'])
  })

  it('restores for 30 days, then purges the item with its revisions', async () => {
    const ana = await addMember('Ana')
    const bruno = await addMember('Bruno')
    await trash(ana.id)
    later(29 * DAY_MS)
    expect((await restoreFromTrash(ana.id)).status).toBe(204)
    expect(await names()).toEqual(['Ana', 'Bruno'])

    await trash(ana.id)
    later(30 * DAY_MS + 60_000)
    expect((await trashOf()).body).toEqual([])
    const late = await restoreFromTrash(ana.id)
    expect(late.status).toBe(404)
    expect(late.body.mensagem).toBe(history.trashNotFound)
    expect(await t.prisma.contentItem.findMany({ select: { id: true } })).toEqual([{ id: bruno.id }])
    expect(await t.prisma.contentRevision.count({ where: { entityId: ana.id } })).toBe(0)
    expect(await t.prisma.contentRevision.count({ where: { entityId: bruno.id } })).toBe(1)
  })

  it('purges each expired item once when two instances purge at the same moment', async () => {
    const people = [await addMember('Ana'), await addMember('Bruno'), await addMember('Carla')]
    for (const person of people.slice(0, 2)) await trash(person.id)
    const purged = await Promise.all([
      purgeExpiredItems(t.prisma, new Date(now.getTime() + 31 * DAY_MS)),
      purgeExpiredItems(t.prisma, new Date(now.getTime() + 31 * DAY_MS)),
    ])
    expect(purged[0] + purged[1]).toBe(2)
    expect(await names()).toEqual(['Carla'])
    expect(await t.prisma.contentItem.count()).toBe(1)
  })

  it('lets only staff see or restore from the trash', async () => {
    const ana = await addMember('Ana')
    await trash(ana.id)
    for (const response of [await t.request.get('/conteudo/equipe/lixeira'), await t.request.post(`/conteudo/equipe/lixeira/${ana.id}/restaurar`)]) {
      expect(response.status).toBe(401)
      expect(response.body.mensagem).toBe(messages.common.unauthorized)
    }
    expect(await names()).toEqual([])
  })
})
