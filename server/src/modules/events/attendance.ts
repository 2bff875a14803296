import { certificateIssueBlock, certificateKindOf, certificatesIssuedText, foundationName, messages, type Attendee, type CertificatesIssued, type EventAttendance } from '@site/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { isoFromDate } from '../../db/dates.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { lockRow } from '../../db/queries/locks.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { conflict, notFound } from '../../errors.ts'
import { readContacts } from '../site-settings/index.ts'
import { certificateMail } from './certificate-mail.ts'
import { insertIssuedCertificates } from './issued-certificates.ts'
import { toEvent, WITH_COUNT } from './service.ts'

const ATTENDEE_FIELDS = {
  id: true,
  nome: true,
  email: true,
  telefone: true,
  presente: true,
  certificate: { select: { codigo: true } },
} as const

const toAttendee = (row: {
  id: number
  nome: string
  email: string
  telefone: string
  presente: boolean
  certificate: { codigo: string } | null
}): Attendee => ({
  id: row.id,
  nome: row.nome,
  email: row.email,
  telefone: row.telefone,
  presente: row.presente,
  certificado: row.certificate?.codigo ?? null,
})

const byName = (a: Attendee, b: Attendee) => a.nome.localeCompare(b.nome, 'pt-BR', { sensitivity: 'base' })

/** The event and its registrations in alphabetical order: the attendance list staff mark and print. */
export async function listAttendance(prisma: PrismaClient, eventId: number): Promise<EventAttendance> {
  const event = await prisma.event.findUnique({
    where: { id: eventId },
    include: { ...WITH_COUNT, registrations: { select: ATTENDEE_FIELDS } },
  })
  if (!event) throw notFound(messages.events.notFound)
  return { evento: toEvent(event), inscricoes: event.registrations.map(toAttendee).sort(byName) }
}

/** Marks (or unmarks) one registration of the event as present. */
export async function setAttendance(
  prisma: PrismaClient,
  ids: { id: number; inscricaoId: number },
  presente: boolean,
): Promise<Attendee> {
  const { count } = await prisma.registration.updateMany({ where: { id: ids.inscricaoId, eventId: ids.id }, data: { presente } })
  if (count === 0) throw notFound(messages.registrations.notFound)
  return toAttendee(await prisma.registration.findUniqueOrThrow({ where: { id: ids.inscricaoId }, select: ATTENDEE_FIELDS }))
}

export interface IssueContext {
  prisma: PrismaClient
  mailer: Pick<Mailer, 'wake'>
  log: FastifyBaseLogger
  /** publicOrigin(config): the mail's link to the validator is absolute. */
  origin: string
}

/**
 * "Emitir certificados": one certificate for each attendee who has none yet (code drawn here, hours from the event,
 * the event's title as the course), each linked to its registration, and the participant's mail with the link, all
 * in one transaction. The event's row stays locked meanwhile, so a second click waits and then finds nothing to issue.
 */
export async function issueCertificates(ctx: IssueContext, eventId: number): Promise<CertificatesIssued> {
  const issued = await ctx.prisma.$transaction(
    async (tx) => {
      await lockRow(tx, 'Event', eventId)
      const event = await tx.event.findUnique({
        where: { id: eventId },
        select: { titulo: true, cargaHoraria: true, data: true, projeto: true },
      })
      if (!event) throw notFound(messages.events.notFound)
      const tooEarly = certificateIssueBlock(isoFromDate(event.data))
      if (tooEarly) throw conflict(tooEarly)
      const attendees = await tx.registration.findMany({
        where: { eventId, presente: true, certificateId: null },
        orderBy: { id: 'asc' },
        select: { id: true, nome: true, email: true },
      })
      if (attendees.length === 0) return 0
      const horas = event.cargaHoraria
      if (horas === null) throw conflict(messages.eventOperations.hoursMissing)
      const link = (codigo: string) => `${ctx.origin}/validador/${encodeURIComponent(codigo)}`
      const foundation = foundationName(await readContacts(tx))
      const certificates = await insertIssuedCertificates(
        tx,
        attendees.map((attendee) => ({
          nome: attendee.nome,
          curso: event.titulo,
          horas,
          kind: certificateKindOf(event.projeto),
          eventDate: event.data,
        })),
      )
      for (const [index, attendee] of attendees.entries()) {
        await tx.registration.update({ where: { id: attendee.id }, data: { certificateId: certificates[index]!.id } })
      }
      await enqueueMails(
        tx,
        attendees.map((attendee, index) => {
          const { codigo } = certificates[index]!
          return certificateMail({ ...attendee, titulo: event.titulo, horas, codigo, link: link(codigo), foundation })
        }),
      )
      return attendees.length
    },
    { maxWait: 10_000, timeout: 60_000 },
  )
  ctx.log.info({ eventId, certificates: issued }, 'certificates issued from event')
  if (issued > 0) ctx.mailer.wake()
  return { emitidos: issued, mensagem: issued > 0 ? certificatesIssuedText(issued) : messages.eventOperations.noneToIssue }
}
