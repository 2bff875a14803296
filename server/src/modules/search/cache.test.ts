import { describe, expect, it } from 'vitest'
import { AnswerCache, commonState } from './cache.ts'

const at = (iso: string) => new Date(iso)
const always = (version: string) => ({ version, from: null, until: null })

describe('the search answers kept in memory', () => {
  it('gives an answer again only under the version it was read under', () => {
    const cache = new AnswerCache<string>(10)
    cache.set('redacao', 'answer', always('v1'))
    expect(cache.get('redacao', 'v1', at('2026-01-01T00:00:00Z'))).toBe('answer')
    expect(cache.get('redacao', 'v2', at('2026-01-01T00:00:00Z'))).toBeUndefined()
    expect(cache.get('redacao', null, at('2026-01-01T00:00:00Z'))).toBeUndefined()
  })

  it('drops every answer of an older version once one of a newer version is kept', () => {
    const cache = new AnswerCache<string>(10)
    cache.set('a', 'old', always('v1'))
    cache.set('b', 'new', always('v2'))
    expect(cache.size).toBe(1)
    expect(cache.get('a', 'v1', at('2026-01-01T00:00:00Z'))).toBeUndefined()
  })

  it('keeps nothing read while the index had no version', () => {
    const cache = new AnswerCache<string>(10)
    cache.set('a', 'answer', always('v1'))
    cache.set('b', 'unknown', { version: null, from: null, until: null })
    expect(cache.size).toBe(1)
  })

  it('gives an answer only from the instant it holds from, and not from the next instant an entry appears or goes', () => {
    const cache = new AnswerCache<string>(10)
    cache.set('a', 'answer', { version: 'v1', from: at('2026-01-01T10:00:00Z'), until: at('2026-01-01T12:00:00Z') })
    expect(cache.get('a', 'v1', at('2026-01-01T09:59:59.999Z'))).toBeUndefined()
    expect(cache.get('a', 'v1', at('2026-01-01T10:00:00Z'))).toBe('answer')
    expect(cache.get('a', 'v1', at('2026-01-01T11:59:59.999Z'))).toBe('answer')
    expect(cache.get('a', 'v1', at('2026-01-01T12:00:00Z'))).toBeUndefined()
  })

  it('keeps at most its capacity, dropping the answer asked least recently', () => {
    const cache = new AnswerCache<number>(3)
    const now = at('2026-01-01T00:00:00Z')
    for (const key of ['a', 'b', 'c']) cache.set(key, key.charCodeAt(0), always('v1'))
    expect(cache.get('a', 'v1', now)).toBe(97)
    cache.set('d', 100, always('v1'))
    expect(cache.size).toBe(3)
    expect(cache.get('b', 'v1', now)).toBeUndefined()
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 'v1', now))).toEqual([97, 99, 100])
  })

  it('reads several answers as one state only when the version is the same, holding where all of them hold', () => {
    expect(
      commonState([
        { version: 'v1', from: at('2026-01-01T08:00:00Z'), until: null },
        always('v1'),
        { version: 'v1', from: at('2026-01-01T09:00:00Z'), until: at('2026-01-01T12:00:00Z') },
        { version: 'v1', from: null, until: at('2026-01-01T11:00:00Z') },
      ]),
    ).toEqual({ version: 'v1', from: at('2026-01-01T09:00:00Z'), until: at('2026-01-01T11:00:00Z') })
    expect(commonState([always('v1'), always('v2')])).toBeNull()
  })
})
