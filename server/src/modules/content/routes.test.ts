import { messages, type CourseOffering, type Partner, type TeamMember } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { withStaffApp } from '../../../test/support/staff-app.ts'

const text = messages.content

let t: TestApp
let token: string

withStaffApp({ emptied: ['contentRevision', 'contentItem'] }, (app, bearer) => {
  t = app
  token = bearer
})

const add = (kind: string, body: object) => t.request.post(`/conteudo/${kind}`).set('Authorization', token).send(body)
const names = async (kind: string) => ((await t.request.get(`/conteudo/${kind}`)).body as { nome: string }[]).map((item) => item.nome)

async function addTeam(...people: string[]): Promise<TeamMember[]> {
  const added: TeamMember[] = []
  for (const nome of people) {
    const response = await add('equipe', { nome, cargo: 'Coordenação' })
    expect(response.status).toBe(201)
    added.push(response.body)
  }
  return added
}

const offering = {
  curso: 'redacao-oficial',
  turma: 'Turma de agosto',
  dataInicio: '2026-08-03',
  dataFim: '2026-08-28',
  horario: '14h às 17h',
  local: 'Centro de Formação Continuada',
  vagas: '40',
  status: 'Inscrições abertas',
  linkInscricao: 'https://www.escolavirtual.gov.br/curso/1',
}

describe('team, partners, course offerings and calendar (/conteudo)', () => {
  it('adds items at the end of the list and serves them publicly in that order', async () => {
    await addTeam('Ana Souza', 'Bruno Lima', 'Carla Dias')
    const response = await t.request.get('/conteudo/equipe')
    expect(response.status).toBe(200)
    expect(response.body).toEqual([
      expect.objectContaining({ nome: 'Ana Souza', cargo: 'Coordenação' }),
      expect.objectContaining({ nome: 'Bruno Lima' }),
      expect.objectContaining({ nome: 'Carla Dias' }),
    ])
  })

  it('serves the calendar by date, whatever order its entries were added in', async () => {
    for (const [titulo, data] of [['Formatura', '2026-12-10'], ['Matrículas', '2026-02-01'], ['Feira', '2026-06-15']]) {
      await add('calendario', { titulo, data }).expect(201)
    }
    const response = await t.request.get('/conteudo/calendario').expect(200)
    expect(response.body.map((entry: { titulo: string }) => entry.titulo)).toEqual(['Matrículas', 'Feira', 'Formatura'])
  })

  it('answers each missing field with its own message and stores nothing', async () => {
    const cases: [string, object, string][] = [
      ['equipe', { cargo: 'Diretora' }, text.nameRequired],
      ['equipe', { nome: '  ', cargo: 'Diretora' }, text.nameRequired],
      ['equipe', { nome: 'Ana' }, text.roleRequired],
      ['parceiros', { link: 'https://www.bibliotecanacional.gov.br/' }, text.nameRequired],
      ['turmas', { ...offering, turma: '' }, text.classRequired],
      ['turmas', { ...offering, curso: 'culinaria' }, text.courseRequired],
      ['turmas', { ...offering, status: 'Talvez' }, text.statusRequired],
      ['turmas', { ...offering, local: undefined }, text.placeRequired],
      ['turmas', { ...offering, dataInicio: '2026-02-30' }, messages.events.invalidDate],
      ['turmas', { ...offering, dataFim: '2026-08-01' }, text.endBeforeStart],
      ['turmas', { ...offering, vagas: '0' }, text.vacanciesInvalid],
      ['turmas', { ...offering, vagas: 'quarenta' }, text.vacanciesInvalid],
      ['turmas', { ...offering, vagas: 10_001 }, text.vacanciesTooMany],
      ['calendario', { data: '2026-09-01' }, text.titleRequired],
      ['calendario', { titulo: 'Formatura' }, text.dateRequired],
    ]
    for (const [kind, body, message] of cases) {
      const response = await add(kind, body)
      expect(response.status, `${kind} ${JSON.stringify(body)}`).toBe(400)
      expect(response.body.mensagem).toBe(message)
    }
    expect(await t.prisma.contentItem.count()).toBe(0)
  })

  it('refuses a partner link that is not http(s) or points to an example address', async () => {
    for (const link of [
      'ftp://biblioteca.sc.gov.br',
      'javascript:alert(1)',
      'https://www.example.org/parceiros/biblioteca',
      'https://example.com',
      'https://parceiro.example',
      'https://localhost/parceiro',
      'biblioteca.sc.gov.br',
    ]) {
      const response = await add('parceiros', { nome: 'Biblioteca', link })
      expect(response.status, link).toBe(400)
      expect(response.body.mensagem).toBe(text.linkNotReal)
    }
    const accepted = await add('parceiros', { nome: 'Biblioteca', link: 'https://www.bibliotecanacional.gov.br/' })
    expect(accepted.status).toBe(201)
    expect(accepted.body).toMatchObject<Partial<Partner>>({ nome: 'Biblioteca', link: 'https://www.bibliotecanacional.gov.br/' })
  })

  it('stores an offering with vacancies as a number and leaves out what was not informed', async () => {
    const response = await add('turmas', { ...offering, horario: '', linkInscricao: '  ', dataFim: '' })
    expect(response.status).toBe(201)
    const [stored] = (await t.request.get('/conteudo/turmas')).body as CourseOffering[]
    expect(stored).toEqual({
      id: response.body.id,
      curso: 'redacao-oficial',
      turma: 'Turma de agosto',
      dataInicio: '2026-08-03',
      local: 'Centro de Formação Continuada',
      vagas: 40,
      status: 'Inscrições abertas',
    })
  })

  it('edits an item in place and answers 404 for an unknown id or an id of another list', async () => {
    const [ana, bruno] = await addTeam('Ana Souza', 'Bruno Lima')
    const edited = await t.request
      .put(`/conteudo/equipe/${ana!.id}`)
      .set('Authorization', token)
      .send({ nome: 'Ana Souza Reis', cargo: 'Presidente' })
    expect(edited.status).toBe(200)
    expect(edited.body).toEqual({ id: ana!.id, nome: 'Ana Souza Reis', cargo: 'Presidente' })
    expect(await names('equipe')).toEqual(['Ana Souza Reis', 'Bruno Lima'])

    const partner = await add('parceiros', { nome: 'Biblioteca', link: 'https://www.bibliotecanacional.gov.br/' })
    for (const url of ['/conteudo/equipe/999999', `/conteudo/equipe/${partner.body.id}`, '/conteudo/equipe/abc']) {
      const response = await t.request.put(url).set('Authorization', token).send({ nome: 'X', cargo: 'Y' })
      expect(response.status, url).toBe(404)
      expect(response.body.mensagem).toBe(text.notFound)
    }
    expect(await names('parceiros')).toEqual(['Biblioteca'])
    expect(bruno).toBeDefined()
  })

  it('moves an item up or down one place, keeping the first and last where they are at the edges', async () => {
    const [ana, bruno, carla] = await addTeam('Ana', 'Bruno', 'Carla')
    const move = (id: number, direcao: string) =>
      t.request.put(`/conteudo/equipe/${id}/posicao`).set('Authorization', token).send({ direcao })

    const up = await move(carla!.id, 'acima')
    expect(up.status).toBe(200)
    expect(up.body.map((item: TeamMember) => item.nome)).toEqual(['Ana', 'Carla', 'Bruno'])
    expect((await move(ana!.id, 'abaixo')).body.map((item: TeamMember) => item.nome)).toEqual(['Carla', 'Ana', 'Bruno'])
    expect((await move(carla!.id, 'acima')).status).toBe(200)
    expect((await move(bruno!.id, 'abaixo')).status).toBe(200)
    expect(await names('equipe')).toEqual(['Carla', 'Ana', 'Bruno'])

    const wrong = await move(ana!.id, 'lado')
    expect(wrong.status).toBe(400)
    expect(wrong.body.mensagem).toBe(text.directionInvalid)
  })

  it('moves an item to the top or the end in one step, the others keeping their order and the positions 1..n', async () => {
    const team = await addTeam('Ana', 'Bruno', 'Carla', 'Davi')
    const move = (id: number, direcao: string) =>
      t.request.put(`/conteudo/equipe/${id}/posicao`).set('Authorization', token).send({ direcao })
    const top = await move(team[3]!.id, 'topo')
    expect(top.status).toBe(200)
    expect(top.body.map((item: TeamMember) => item.nome)).toEqual(['Davi', 'Ana', 'Bruno', 'Carla'])
    expect((await move(team[1]!.id, 'fim')).body.map((item: TeamMember) => item.nome)).toEqual(['Davi', 'Ana', 'Carla', 'Bruno'])
    expect((await move(team[3]!.id, 'topo')).body.map((item: TeamMember) => item.nome)).toEqual(['Davi', 'Ana', 'Carla', 'Bruno'])
    const positions = await t.prisma.contentItem.findMany({ where: { deletedAt: null }, orderBy: { position: 'asc' }, select: { position: true } })
    expect(positions.map((row) => row.position)).toEqual([1, 2, 3, 4])
  })

  it('deletes an item to the trash, closes the gap in the order and answers 404 the second time', async () => {
    const [ana, bruno] = await addTeam('Ana', 'Bruno', 'Carla')
    const removed = await t.request.delete(`/conteudo/equipe/${bruno!.id}`).set('Authorization', token)
    expect(removed.status).toBe(204)
    expect(await names('equipe')).toEqual(['Ana', 'Carla'])
    const positions = await t.prisma.contentItem.findMany({
      where: { deletedAt: null },
      orderBy: { position: 'asc' },
      select: { position: true },
    })
    expect(positions.map((row) => row.position)).toEqual([1, 2])

    const again = await t.request.delete(`/conteudo/equipe/${bruno!.id}`).set('Authorization', token)
    expect(again.status).toBe(404)
    expect(again.body.mensagem).toBe(text.notFound)
    expect(ana).toBeDefined()
  })

  it('lets only staff change a list', async () => {
    const response = await t.request.post('/conteudo/equipe').send({ nome: 'Ana', cargo: 'Diretora' })
    expect(response.status).toBe(401)
    expect(response.body.mensagem).toBe(messages.common.unauthorized)
    expect(await t.prisma.contentItem.count()).toBe(0)
  })
})
