import { apiUpload } from '../../lib/api-client'

export type VolunteerSubmission = {
  fields: Record<string, string>
  termoAdesao: File
}

/** POST /enviar-voluntariado (multipart). Rejects with ApiRequestError (400 issues, 413, 415...). */
export function sendVolunteerApplication(
  { fields, termoAdesao }: VolunteerSubmission,
  onProgress?: (fraction: number) => void,
): Promise<{ mensagem: string }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('termoAdesao', termoAdesao)
  return apiUpload<{ mensagem: string }>('/enviar-voluntariado', form, onProgress)
}
