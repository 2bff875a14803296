import { z } from 'zod'

export const fieldIssueSchema = z.object({ campo: z.string(), mensagem: z.string() })

/** The body of every error answer: `message` and `mensagem` carry the same Portuguese text. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  mensagem: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
})

export const messageResponseSchema = z.object({ mensagem: z.string() })

export type FieldIssue = z.infer<typeof fieldIssueSchema>
export type ApiError = z.infer<typeof apiErrorSchema>
