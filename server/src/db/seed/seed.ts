import { certificatePdfPath, LECTURE_CYCLE_PROJECT } from '@site/contracts'
import { certificateCodeKey, nameKey } from '../keys.ts'
import type { PrismaClient } from '../prisma.ts'

/** The code printed at start-up so anyone can try the certificate check at once. */
export const DEMO_CERTIFICATE_CODE = 'DEMO2025'

const DAY_MS = 24 * 60 * 60 * 1000
const daysFromToday = (days: number) => {
  const date = new Date(Date.now() + days * DAY_MS)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

const certificates = [
  [DEMO_CERTIFICATE_CODE, 'Maria Aparecida Souza', 'Inclusão Digital Básica', 20],
  ['RED24A01', 'João Carlos Pereira', 'Redação Oficial', 36],
  ['IAPUB024', 'Ana Beatriz Lima', 'Inteligência Artificial no Serviço Público', 6],
  ['NEF25B07', 'Carlos Eduardo Martins', 'Gestão Orçamentária e Financeira', 40],
  ['ORPAR025', 'Luíza Fernandes', 'Orientação Parental e Neurodiversidade', 8],
] as const

const lectures = [
  { dias: 14, titulo: 'Memória ativa: exercícios para o dia a dia', palestrante: 'Dra. Helena Prado', ativa: true, foto: 'longevidade-ativa' },
  { dias: -14, titulo: 'Golpes digitais: como se proteger', palestrante: 'Rafael Nunes', ativa: false, foto: 'noticia-palestra' },
  { dias: -28, titulo: 'Alimentação saudável depois dos 60', palestrante: 'Nutricionista Carla Mendes', ativa: false, foto: 'calendario' },
  { dias: -42, titulo: 'Direitos da pessoa idosa', palestrante: 'Dr. Paulo Siqueira', ativa: false, foto: 'noticia-evento' },
]

const registrants = [
  ['Terezinha Alves', 'terezinha.alves@correio.local', '(48) 99111-2233', 'Amigos'],
  ['José Antônio Ramos', 'jose.ramos@correio.local', '(48) 99222-3344', 'Instagram'],
  ['Irene Castro', 'irene.castro@correio.local', '(48) 99333-4455', 'Televisão'],
  ['Valdir Moreira', 'valdir.moreira@correio.local', '(48) 99444-5566', 'Facebook'],
  ['Cecília Barbosa', 'cecilia.barbosa@correio.local', '(48) 99555-6677', 'Outros'],
] as const

/**
 * Demo content for an empty database: certificates, the active lecture, past lectures and registrations. Each
 * certificate links to its own PDF on this site (`origin`, the PUBLIC_URL), a link that works.
 */
export async function seedDemoContent(prisma: PrismaClient, origin: string): Promise<boolean> {
  if ((await prisma.certificate.count()) > 0 || (await prisma.event.count()) > 0) return false

  await prisma.$transaction(async (tx) => {
    await tx.certificate.createMany({
      data: certificates.map(([codigo, nome, curso, horas]) => ({
        codigo,
        codeKey: certificateCodeKey(codigo),
        nome,
        nameKey: nameKey(nome),
        curso,
        courseKey: nameKey(curso),
        horas,
        link: `${origin}${certificatePdfPath(codigo)}`,
      })),
    })
    for (const lecture of lectures) {
      const event = await tx.event.create({
        data: {
          titulo: lecture.titulo,
          titleKey: nameKey(lecture.titulo),
          subTitulo: 'Encontro do Ciclo de Palestras Longevidade Ativa, aberto a pessoas com 60 anos ou mais.',
          palestrante: lecture.palestrante,
          local: 'Auditório da Fundação Educacional',
          data: daysFromToday(lecture.dias),
          horario: '14:00:00',
          projeto: LECTURE_CYCLE_PROJECT,
          foto: `/media/${lecture.foto}.svg`,
          ativa: lecture.ativa,
          cargaHoraria: 2,
        },
      })
      if (!lecture.ativa) continue
      await tx.registration.createMany({
        data: registrants.map(([nome, email, telefone, comoConheceu]) => ({
          eventId: event.id,
          titulo: event.titulo,
          nome,
          personKey: nameKey(nome),
          email,
          telefone,
          comoConheceu,
        })),
      })
    }
  })
  return true
}
