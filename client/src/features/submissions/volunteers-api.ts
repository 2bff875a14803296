import type { SubmissionAccepted } from '@site/contracts'
import { apiUpload } from '../../lib/api-client'

export type VolunteerSubmission = {
  fields: Record<string, string>
  termoAdesao: File
}

/** POST /enviar-voluntariado (multipart). Rejects with ApiRequestError (400 issues, 413, 415...). */
export function sendVolunteerApplication(
  { fields, termoAdesao }: VolunteerSubmission,
  onProgress?: (fraction: number) => void,
): Promise<SubmissionAccepted> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('termoAdesao', termoAdesao)
  return apiUpload<SubmissionAccepted>('/enviar-voluntariado', form, onProgress)
}
