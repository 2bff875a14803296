import type { Response } from 'supertest'
import { expect } from 'vitest'

/** A 429 as the visitor gets it: the error body with `message`, and a Retry-After of `minSeconds` to `maxSeconds`. */
export function expectTooManyRequests(response: Response, message: string, [minSeconds, maxSeconds]: [number, number]) {
  expect(response.status).toBe(429)
  expect(response.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message, mensagem: message })
  const retryAfter = Number(response.headers['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(minSeconds)
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
}
