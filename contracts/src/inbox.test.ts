import { describe, expect, it } from 'vitest'
import { NEXT_STATUSES, SUBMISSION_STATUSES } from './inbox.ts'
import { messages } from './messages/index.ts'

describe('the refusal of a status change', () => {
  it('names exactly the statuses the record may go to from where it is (Recebido → Concluído included), or that it is final', () => {
    for (const from of SUBMISSION_STATUSES) {
      const next = NEXT_STATUSES[from]
      const message = messages.inbox.statusNotAllowed(from, next)
      const after = message.slice(message.indexOf(from) + from.length)
      for (const status of SUBMISSION_STATUSES) {
        if (status !== from) expect(after.includes(status), `${from} → ${status}`).toBe(next.includes(status))
      }
      if (next.length === 0) expect(message).toContain('final')
    }
  })
})
