import { z } from 'zod'

/** The 2025 call list as the server serves it: column labels, and each row keyed by those labels. */
export const callListSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.string())),
  atualizadoEm: z.string(),
})

export type CallList = z.infer<typeof callListSchema>
