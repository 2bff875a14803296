import { describe, expect, it } from 'vitest'
import { LOCK_KEYS, LOCK_NAMESPACES } from './locks.ts'

describe('advisory lock keys', () => {
  it('gives every use its own key within each key space', () => {
    for (const keys of [LOCK_KEYS, LOCK_NAMESPACES]) {
      const values = Object.values(keys)
      expect(new Set(values).size).toBe(values.length)
    }
  })
})
