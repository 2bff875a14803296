/** Events as the tests need them: dated relative to today in Brasília, inserted straight into PostgreSQL. */
import { isoDateInSiteZone, LECTURE_CYCLE_PROJECT } from '@site/contracts'
import type { ParsedMail } from 'mailparser'
import { nameKey } from '../../src/db/keys.ts'
import type { PrismaClient } from '../../src/db/prisma.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The cancel link of a registration's confirmation mail. */
export function cancelLinkIn(mail: ParsedMail): URL {
  const match = /Cancelar inscrição: (\S+)/.exec(mail.text ?? '')
  if (!match) throw new Error('no cancel link in the mail')
  return new URL(match[1]!)
}

/** YYYY-MM-DD `days` after today in Brasília (negative: before). */
export const isoDateInDays = (days: number): string =>
  new Date(Date.parse(`${isoDateInSiteZone()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

export interface TestEvent {
  titulo: string
  data: string
  ativa?: boolean
  projeto?: string
  /** Where, when, who and what: the lecture cycle's usual ones unless given. */
  local?: string
  horario?: string
  palestrante?: string
  subTitulo?: string
}

/** An event row with the given title, date and flag; the fields not given are the lecture cycle's usual ones. */
export const insertEvent = (prisma: PrismaClient, { titulo, data, ativa = false, projeto = LECTURE_CYCLE_PROJECT, ...details }: TestEvent) =>
  prisma.event.create({
    data: {
      titulo,
      titleKey: nameKey(titulo),
      data: new Date(`${data}T00:00:00Z`),
      ativa,
      local: 'Auditório',
      horario: '14:00:00',
      palestrante: 'Dra. Helena Prado',
      projeto,
      subTitulo: 'Encontro do ciclo',
      foto: '/media/palestra-1.svg',
      ...details,
    },
  })
