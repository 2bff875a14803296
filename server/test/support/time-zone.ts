import { afterAll, beforeAll } from 'vitest'

/** Runs the tests of the enclosing suite with the process in this time zone (Node rereads TZ when it changes). */
export function useTimeZone(timeZone: string) {
  let saved: string | undefined
  beforeAll(() => {
    saved = process.env.TZ
    process.env.TZ = timeZone
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ
    else process.env.TZ = saved
  })
}
