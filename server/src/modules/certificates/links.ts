import { certificatePdfPath, validatorLink } from '@site/contracts'

/**
 * What a certificate stores as its link when the link is our own PDF: nothing, so the address follows PUBLIC_URL
 * when read instead of keeping the host of the day it was issued.
 */
export const OWN_PDF_LINK = ''

/** The address a certificate's link opens: its stored address elsewhere, or our own PDF on today's origin. */
export const certificateLink = (row: { codigo: string; link: string }, origin: string): string =>
  row.link || `${origin}${certificatePdfPath(row.codigo)}`

/** The link as stored: our own PDF or validator page of this code, as the forms show and send it, is OWN_PDF_LINK. */
export function storedLink(link: string, codigo: string, origin: string): string {
  const own = [certificatePdfPath(codigo), validatorLink(codigo)].map((path) => `${origin}${path}`)
  return own.includes(link) ? OWN_PDF_LINK : link
}
