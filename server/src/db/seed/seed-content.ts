import {
  CONTENT_INPUT_SCHEMAS,
  contactSettingsInputSchema,
  isoDateInSiteZone,
  type ContentInputOf,
  type ContentKind,
} from '@site/contracts'
import type { Prisma } from '../../generated/prisma/client.ts'
import type { PrismaClient } from '../prisma.ts'
import { lock } from '../queries/locks.ts'

/** Fictional people, until the foundation publishes its own staff list. */
const team: ContentInputOf<'equipe'>[] = [
  { nome: 'Helena Martins Kuhnen', cargo: 'Presidente' },
  { nome: 'Ricardo Souza Vieira', cargo: 'Diretor executivo' },
  { nome: 'Luciana Farias Medeiros', cargo: 'Coordenadora pedagógica' },
  { nome: 'André Luiz Cardoso', cargo: 'Coordenador de projetos educacionais' },
  { nome: 'Carla Regina Bittencourt', cargo: 'Coordenadora de gestão de pessoas' },
  { nome: 'Eduardo Lemos da Silva', cargo: 'Analista de recursos humanos' },
  { nome: 'Marcos Antônio Pereira', cargo: 'Coordenador de tecnologia da informação' },
  { nome: 'Juliana Coelho Ramos', cargo: 'Desenvolvedora de sistemas' },
  { nome: 'Fernando Machado Luz', cargo: 'Gerente financeiro' },
  { nome: 'Patrícia Schmitt Alves', cargo: 'Contadora' },
  { nome: 'Simone Teixeira Back', cargo: 'Secretária administrativa' },
  { nome: 'Gustavo Henrique Sell', cargo: 'Assistente administrativo' },
]

/** Shown as text logos; a partner gets a link only where its official site is known. */
const partners: ContentInputOf<'parceiros'>[] = [
  { nome: 'Prefeitura Municipal de São José', link: 'https://www.saojose.sc.gov.br/' },
  { nome: 'Secretaria Municipal de Educação' },
  { nome: 'Secretaria de Assistência Social' },
  { nome: 'Corpo de Bombeiros Militar de Santa Catarina', link: 'https://www.cbm.sc.gov.br/' },
  { nome: 'Defesa Civil de Santa Catarina', link: 'https://www.defesacivil.sc.gov.br/' },
  { nome: 'Escola Virtual de Governo (EV.G)', link: 'https://www.escolavirtual.gov.br/' },
  { nome: 'Centro Universitário USJ' },
  { nome: 'Conselho Municipal da Pessoa Idosa' },
  { nome: 'Associação de Voluntários' },
  { nome: 'Biblioteca Pública Municipal' },
  { nome: 'Lar Aconchego' },
  { nome: 'Clube de Serviço Comunitário' },
]

const CLOSED = 'Inscrições encerradas'

/** The offerings of each course page: the facts of the courses already given, and the NEF track, open all year. */
const offerings = (today: string): ContentInputOf<'turmas'>[] => [
  {
    curso: 'nef',
    turma: 'Trilha de formação on-line',
    dataInicio: today,
    horario: 'No seu ritmo; atendimento das 13h às 19h',
    local: 'On-line, na Escola Virtual de Governo',
    status: 'Inscrições abertas',
    linkInscricao: 'https://www.escolavirtual.gov.br/',
  },
  {
    curso: 'inteligencia-artificial',
    turma: 'Módulo 1: palestra',
    dataInicio: '2024-06-13',
    horario: '09h às 12h',
    local: 'Auditório da Fundação Educacional de São José',
    status: CLOSED,
  },
  {
    curso: 'inteligencia-artificial',
    turma: 'Módulo 2: oficina – Turma 1',
    dataInicio: '2024-06-14',
    horario: '08h às 10h',
    local: 'Laboratório de informática do Centro de Formação Continuada',
    vagas: 30,
    status: CLOSED,
  },
  {
    curso: 'inteligencia-artificial',
    turma: 'Módulo 2: oficina – Turma 2',
    dataInicio: '2024-06-14',
    horario: '10h às 12h',
    local: 'Laboratório de informática do Centro de Formação Continuada',
    vagas: 30,
    status: CLOSED,
  },
  {
    curso: 'orientacao-parental',
    turma: 'Oficina em quatro encontros',
    dataInicio: '2024-05-15',
    dataFim: '2024-06-05',
    horario: 'Quartas-feiras, 18h30 às 20h30',
    local: 'Auditório da Secretaria Municipal de Educação',
    status: CLOSED,
  },
  {
    curso: 'redacao-oficial',
    turma: 'Módulos 01 e 02',
    dataInicio: '2024-03-26',
    dataFim: '2024-04-18',
    horario: '14h às 17h',
    local: 'Centro de Formação Continuada',
    status: CLOSED,
  },
]

const DAY_MS = 24 * 60 * 60 * 1000
const daysFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

const calendar = (today: string): ContentInputOf<'calendario'>[] => [
  {
    titulo: 'Abertura das inscrições da Inclusão Digital Intermediária',
    data: daysFrom(today, 10),
    descricao: 'Inscrições pelo site, na página do projeto, até preencher as vagas.',
  },
  {
    titulo: 'Encontro de formação de voluntários',
    data: daysFrom(today, 17),
    horario: '14h',
    local: 'Sede da Fundação Educacional',
    descricao: 'Para quem já se inscreveu no voluntariado do ID Básico.',
  },
  {
    titulo: 'Reunião do Conselho Curador',
    data: daysFrom(today, 24),
    horario: '9h',
    local: 'Sala de reuniões da Fundação',
  },
  {
    titulo: 'Formatura das turmas do ID Básico',
    data: daysFrom(today, 38),
    horario: '15h',
    local: 'Auditório da Fundação Educacional de São José',
    descricao: 'Entrega dos certificados aos estudantes e às pessoas idosas participantes.',
  },
]

/** The demo's contact data: a fictional mail domain, no social profile (a profile not set is not shown). */
const contacts = {
  email: 'contato@fundacao.local',
  telefone: '(48) 3381-2200',
  whatsapp: '(48) 99164-2200',
  endereco: 'Rua Domingos André, 250 – Centro Histórico, São José (SC), CEP 88103-000',
  horario: 'Segunda a sexta, das 8h às 12h e das 13h às 19h',
}

/**
 * The content staff edit (team, partners, course offerings, calendar, contact data), for a database that has none
 * yet: a new demo, or an installation from before these lists moved out of the code. Each item goes through its
 * kind's schema, as an edit in the admin area would.
 */
export async function seedSiteContent(prisma: PrismaClient): Promise<boolean> {
  const today = isoDateInSiteZone()
  const lists: { [K in ContentKind]: ContentInputOf<K>[] } = {
    equipe: team,
    parceiros: partners,
    turmas: offerings(today),
    calendario: calendar(today),
  }
  const rows = Object.entries(lists).flatMap(([kind, items]) =>
    items.map((item, index) => ({
      kind: kind as ContentKind,
      position: index + 1,
      data: CONTENT_INPUT_SCHEMAS[kind as ContentKind].parse(item) as Prisma.InputJsonObject,
    })),
  )
  return prisma.$transaction(async (tx) => {
    // Two instances starting together on an empty database seed it once: the second waits, then finds it filled.
    await lock(tx, 'seed')
    if ((await tx.contentItem.count()) > 0 || (await tx.siteSetting.count()) > 0) return false
    await tx.contentItem.createMany({ data: rows })
    await tx.siteSetting.create({
      data: { key: 'contatos', value: contactSettingsInputSchema.parse(contacts) as Prisma.InputJsonObject },
    })
    return true
  })
}
