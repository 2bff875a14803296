import { use, useEffect, useState } from 'react'
import { siteShell } from '@site/contracts'
import type { ContactSettings } from '@site/contracts'
import { apiReadOr } from './api-read'
import { sentPageData, serverPageData } from './render-scope'

/** Text the WhatsApp chat opens with. */
export const WHATSAPP_GREETING = siteShell.whatsappGreeting

const CONTACTS_KEY = 'contatos'

let loaded: ContactSettings | undefined
let pending: Promise<ContactSettings> | undefined
const listeners = new Set<(contacts: ContactSettings) => void>()

/** Keeps only the text fields of what the server sent (a failed or odd answer gives no contact at all). */
const onlyTexts = (value: unknown): ContactSettings =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, field]) => typeof field === 'string' && field !== ''))
    : {}

/** GET /configuracoes/contatos, the contact data staff set in "Configurações"; a failure gives no contact at all. */
const fetchSiteContacts = (): Promise<ContactSettings> =>
  apiReadOr<unknown>('/configuracoes/contatos', {}).then(onlyTexts)

/** Fetched once per page load (or taken from what the server sent with the page) and shared by every component. */
export function loadSiteContacts(): Promise<ContactSettings> {
  pending ??= Promise.resolve(knownContacts() ?? fetchSiteContacts().then(publishSiteContacts))
  return pending
}

/** The contacts already here: loaded, or sent by the server with the page. */
function knownContacts(): ContactSettings | undefined {
  const sent = sentPageData()[CONTACTS_KEY]
  if (sent?.status === 'ready') loaded ??= sent.data as ContactSettings
  return loaded
}

/** What the admin screen just saved: every component on the page shows it at once. */
export function publishSiteContacts(contacts: ContactSettings): ContactSettings {
  loaded = contacts
  pending = Promise.resolve(contacts)
  listeners.forEach((listener) => listener(contacts))
  return contacts
}

/** The contact data, or undefined until they are here (a failed call gives {}). */
export function useLoadedSiteContacts(): ContactSettings | undefined {
  const [contacts, setContacts] = useState<ContactSettings | undefined>(knownContacts)
  useEffect(() => {
    listeners.add(setContacts)
    void loadSiteContacts().then(setContacts)
    return () => void listeners.delete(setContacts)
  }, [])
  // The server reads them afresh for each page (the module's copy would outlive staff's changes).
  if (import.meta.env.SSR) {
    const read = use(serverPageData()!.read(CONTACTS_KEY, fetchSiteContacts))
    return read.status === 'ready' ? read.data : {}
  }
  return contacts
}

/** The contact data; empty until it arrives. A field that is not set is absent, and its link is not shown. */
export const useSiteContacts = (): ContactSettings => useLoadedSiteContacts() ?? {}

/** "(48) 3381-2200" -> "tel:+554833812200". */
export const phoneHref = (phone: string): string => `tel:+55${phone.replace(/\D/g, '')}`

/** A chat with the foundation's WhatsApp number, opened with the greeting. */
export const whatsappHref = (whatsapp: string): string =>
  `https://wa.me/55${whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(WHATSAPP_GREETING)}`

/** The social profiles that are set, in the order the site lists them. */
export const socialProfiles = (contacts: ContactSettings): { name: string; url: string }[] =>
  (
    [
      ['Instagram', contacts.instagram],
      ['Facebook', contacts.facebook],
      ['YouTube', contacts.youtube],
    ] as const
  ).flatMap(([name, url]) => (url ? [{ name, url }] : []))
