import { isWellFormedText, messages, type FieldIssue } from '@site/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './error-body.ts'

/** Enough to show the sender what to fix; a body full of them need not be listed whole. */
const MAX_ISSUES = 50

const JSON_TYPE = /^application\/json\b/i

/** Stands on the walk's stack for a key that is itself broken, so it is reported in the order it was sent. */
const BROKEN_KEY = Symbol('broken key')

/**
 * Where a JSON value holds text with a lone UTF-16 surrogate, in a key or a string, as the error body names fields
 * ("corpo", "itens.0.nome"). Walked without recursion: a 100 KB body can nest tens of thousands of levels deep.
 */
export function brokenTextFields(value: unknown): string[] {
  const found: string[] = []
  const pending: [unknown, string][] = [[value, '']]
  while (pending.length > 0 && found.length < MAX_ISSUES) {
    const [current, path] = pending.pop()!
    if (current === BROKEN_KEY || (typeof current === 'string' && !isWellFormedText(current))) found.push(path)
    else if (typeof current === 'object' && current !== null) {
      // Reversed onto the stack, so the fields come out in the order they were sent.
      for (const [key, child] of Object.entries(current).reverse()) {
        pending.push([isWellFormedText(key) ? child : BROKEN_KEY, path ? `${path}.${key}` : key])
      }
    }
  }
  return found
}

/**
 * Refuses a JSON body with a lone surrogate anywhere in it (every route, rich text and settings included): JSON can
 * carry one, no stored text can, and PostgreSQL's refusal would come back as a 500 after part of the work was done.
 */
async function wellFormedText(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    // Only what the JSON parser made: a file's bytes or a multipart part are no JSON (and UTF-8 decoding of those
    // yields replacement characters, never a lone surrogate).
    if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) return
    const fields = brokenTextFields(request.body)
    if (fields.length === 0) return
    const issues: FieldIssue[] = fields.map((campo) => ({ campo, mensagem: messages.common.brokenCharacter }))
    return sendError(reply, 400, messages.common.brokenCharacter, issues)
  })
}

export default fp(wellFormedText, { name: 'well-formed-text' })
