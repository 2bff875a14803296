import type { IndexState } from '../../db/queries/search.ts'

/**
 * The answers of recent searches (decision 56), each given again only while it is what the database would answer: the
 * index still has the version it was read under (every change to the index, whichever server makes it, gives a new
 * one) and the instant asked lies in the span where no entry appears or disappears. At most `capacity` answers; the
 * one asked least recently goes first.
 */
export class AnswerCache<T> {
  /** The version every kept answer was read under. */
  private version: string | null = null
  private readonly answers = new Map<string, { value: T; from: number; until: number }>()

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.answers.size
  }

  get(key: string, version: string | null, now: Date): T | undefined {
    if (version === null || version !== this.version) return undefined
    const kept = this.answers.get(key)
    const at = now.getTime()
    if (!kept || at < kept.from || at >= kept.until) return undefined
    this.answers.delete(key)
    this.answers.set(key, kept)
    return kept.value
  }

  set(key: string, value: T, state: IndexState): void {
    if (state.version === null) return
    if (state.version !== this.version) {
      this.answers.clear()
      this.version = state.version
    }
    this.answers.delete(key)
    this.answers.set(key, { value, from: state.from?.getTime() ?? -Infinity, until: state.until?.getTime() ?? Infinity })
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!)
  }
}

/** The state all of these answers were read under, or null when the index changed between two of them. */
export function commonState(states: IndexState[]): IndexState | null {
  const [first, ...others] = states
  if (!first || others.some((state) => state.version !== first.version)) return null
  const bound = (dates: (Date | null)[], pick: (a: number, b: number) => number) => {
    const known = dates.filter((date): date is Date => date !== null).map((date) => date.getTime())
    return known.length === 0 ? null : new Date(known.reduce((a, b) => pick(a, b)))
  }
  return {
    version: first.version,
    from: bound(states.map((state) => state.from), Math.max),
    until: bound(states.map((state) => state.until), Math.min),
  }
}
