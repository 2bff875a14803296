import type { SubmissionAccepted } from '@site/contracts'
import { apiUpload } from '../../lib/api-client'

export type DocumentRequestFiles = { rg: File; certidao: File; cpfDoc?: File | null; procuracao?: File | null }

/** POST /enviar-requerimento (multipart: the fields, then the files). Rejects with ApiRequestError. */
export function sendDocumentRequest(
  fields: Record<string, string>,
  files: DocumentRequestFiles,
  onProgress?: (fraction: number) => void,
): Promise<SubmissionAccepted> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file)
  return apiUpload<SubmissionAccepted>('/enviar-requerimento', form, onProgress)
}
