import type { FieldIssue } from '@site/contracts'

/** One message per field name. */
export type FieldErrors = Partial<Record<string, string>>

type SchemaIssue = { path: readonly PropertyKey[]; message: string }

/** The first message of each field from a schema's failed parse (the same zod schemas the server uses). */
export function errorsFromSchema(issues: readonly SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** The server's 400 issues ({ campo, mensagem }), keyed by field; 'campo' may be a dotted path. */
export function errorsFromServer(issues: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const { campo, mensagem } of issues) {
    const field = campo.split('.')[0] ?? ''
    if (field && !errors[field]) errors[field] = mensagem
  }
  return errors
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean)

/** Moves focus to the first control marked invalid, in page order. Call after the errors are rendered. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  target?.focus()
  return Boolean(target)
}
