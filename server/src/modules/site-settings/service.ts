import { contactSettingsSchema, foundationName, type ContactSettings } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

const CONTACTS_KEY = 'contatos'

/** The foundation's contact data; a field never set (or set blank) is absent. */
export async function readContacts(prisma: PrismaClient | Prisma.TransactionClient): Promise<ContactSettings> {
  const row = await prisma.siteSetting.findUnique({ where: { key: CONTACTS_KEY } })
  const parsed = contactSettingsSchema.safeParse(row?.value ?? {})
  return parsed.success ? parsed.data : {}
}

/** The foundation's name as configured (blank: the site's own name), which signs the mails and heads the documents. */
export const readFoundationName = async (prisma: PrismaClient | Prisma.TransactionClient): Promise<string> =>
  foundationName(await readContacts(prisma))

/** Replaces the contact data as a whole: what the form leaves blank is no longer shown anywhere. */
export async function saveContacts(prisma: PrismaClient, contacts: ContactSettings): Promise<ContactSettings> {
  const value = contacts as Prisma.InputJsonObject
  await prisma.siteSetting.upsert({ where: { key: CONTACTS_KEY }, create: { key: CONTACTS_KEY, value }, update: { value } })
  return contacts
}
