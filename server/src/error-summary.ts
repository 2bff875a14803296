/**
 * What the logs keep of an unexpected error: its kind, codes and the names of the model, table, column or constraint
 * involved, never the values. Prisma prints the whole call with its arguments into a validation error's message, and
 * PostgreSQL quotes the offending value ("value "2147483648" is out of range", "Key (x)=(...)"): a row's name, e-mail
 * or CPF would reach the logs through either.
 */
export interface ErrorSummary {
  name: string
  code?: string
  model?: string
  /** The driver's classification (ValueOutOfRange, UniqueConstraintViolation...) and PostgreSQL's SQLSTATE. */
  kind?: string
  sqlState?: string
  table?: string
  column?: string
  constraint?: unknown
  message: string
  /** Only the "at ..." frames: the first line of a stack repeats the message. */
  stack?: string
}

interface ErrorFields {
  name?: unknown
  code?: unknown
  message?: unknown
  stack?: unknown
  table?: unknown
  column?: unknown
  constraint?: unknown
  meta?: {
    modelName?: unknown
    driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown; constraint?: unknown } }
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** Quoted text and runs of three or more digits are values (names, codes, CPFs, phones); `backticked` are names. */
const withoutValues = (message: string): string =>
  message.replace(/"[^"]*"|'[^']*'|“[^”]*”/g, '"…"').replace(/\d{3,}/g, '…')

/**
 * The reason, without the call it came from: Prisma's message is the invocation (code frame and argument tree) with
 * the reason on its last line.
 */
const reasonOf = (message: string): string => {
  const lines = message.split('\n').filter((line) => line.trim() !== '')
  return withoutValues(lines.at(-1)?.trim() ?? '')
}

const framesOf = (stack: string): string | undefined => {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line))
  return frames.length ? frames.join('\n') : undefined
}

export function errorSummary(error: unknown): ErrorSummary {
  const fields: ErrorFields = typeof error === 'object' && error !== null ? (error as ErrorFields) : {}
  const cause = fields.meta?.driverAdapterError?.cause
  const summary: ErrorSummary = {
    name: text(fields.name) ?? typeof error,
    code: text(fields.code),
    model: text(fields.meta?.modelName),
    kind: text(cause?.kind),
    sqlState: text(cause?.originalCode),
    table: text(fields.table),
    column: text(fields.column),
    constraint: cause?.constraint ?? text(fields.constraint),
    message: reasonOf(text(fields.message) ?? String(error)),
    stack: text(fields.stack) && framesOf(fields.stack as string),
  }
  return Object.fromEntries(Object.entries(summary).filter(([, value]) => value !== undefined)) as ErrorSummary
}
