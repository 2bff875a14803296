import { ACCEPTED_UPLOAD_EXTENSIONS, ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, messages } from '@site/contracts'

const EXTENSIONS = ACCEPTED_UPLOAD_EXTENSIONS.split(',')
const TYPES: readonly string[] = ACCEPTED_UPLOAD_TYPES

/** What the file picker offers: the extensions and their MIME types. */
export const UPLOAD_ACCEPT = [...EXTENSIONS, ...TYPES].join(',')

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

/** Sizes as people read them in Brazil: '870 bytes', '12,5 KB', '2,3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  if (bytes < 1024 * 1024) return `${numberFormat.format(bytes / 1024)} KB`
  return `${numberFormat.format(bytes / (1024 * 1024))} MB`
}

/**
 * Why a file cannot be sent, or null when it can. The server checks the content again; this spares the visitor a
 * long upload that would be refused. Both the name's extension and the type the browser declares must fit
 * (an empty declared type, which some systems give, is left to the extension).
 */
export function uploadProblem(file: File): string | null {
  const name = file.name.toLowerCase()
  const extensionOk = EXTENSIONS.some((extension) => name.endsWith(extension))
  const typeOk = file.type === '' || TYPES.includes(file.type)
  if (!extensionOk || !typeOk) return messages.uploads.unsupportedType
  if (file.size > MAX_UPLOAD_BYTES) return messages.uploads.tooLarge
  return null
}
