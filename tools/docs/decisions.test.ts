import { describe, expect, it } from 'vitest'
import { INDEX_END, INDEX_START, readDecisions, withIndex } from './decisions.ts'
import { readMarkdownFiles } from './docs.ts'
import { openRepository } from './repository.ts'
import { ONE_DECISION, problemsOf, repoTree } from './test/repo-tree.ts'

const SECOND = { 'docs/decisions/0002-second.md': '# 2. Second\n\nStatus: accepted\n' }

/** ONE_DECISION's records plus `records`, with the index `npm run docs:index` would write. */
function withFreshIndex(records: Record<string, string>): Record<string, string> {
  const files = { ...ONE_DECISION, ...records }
  const repo = openRepository(repoTree(files))
  const index = withIndex(files['docs/architecture.md'], readDecisions(readMarkdownFiles(repo)))
  return { ...files, 'docs/architecture.md': index! }
}

describe('decision records', () => {
  it('accepts numbered records with a status, a superseded one linking to its successor, and a fresh index', () => {
    const files = withFreshIndex({
      'docs/decisions/0001-first.md': '# 1. First\n\nStatus: superseded by [decision 2](0002-second.md)\n',
      ...SECOND,
    })
    expect(files['docs/architecture.md']).toContain('| [1](decisions/0001-first.md) | First | superseded by [2](decisions/0002-second.md) |')
    expect(problemsOf(files)).toEqual([])
  })

  it('rejects a record without a Status line', () => {
    const problems = problemsOf(withFreshIndex({ 'docs/decisions/0002-second.md': '# 2. Second\n\n## Context\n' }))
    expect(problems).toEqual([
      'docs/decisions/0002-second.md: no Status line (e.g. "Status: accepted"; one of proposed, accepted, superseded, deprecated)',
    ])
  })

  it('rejects a status it does not know', () => {
    const problems = problemsOf(withFreshIndex({ 'docs/decisions/0002-second.md': '# 2. Second\n\nStatus: done\n' }))
    expect(problems).toEqual(['docs/decisions/0002-second.md:3: unknown status "done" (one of proposed, accepted, superseded, deprecated)'])
  })

  it('rejects a superseded record that does not link to the record that supersedes it', () => {
    const problems = problemsOf(withFreshIndex({ 'docs/decisions/0001-first.md': '# 1. First\n\nStatus: superseded by decision 2\n', ...SECOND }))
    expect(problems).toEqual([
      'docs/decisions/0001-first.md:3: a superseded record links to the record that supersedes it: "Status: superseded by [decision N](NNNN-name.md)"',
    ])
  })

  it('rejects a number used twice', () => {
    const problems = problemsOf(withFreshIndex({ ...SECOND, 'docs/decisions/0002-other.md': '# 2. Other\n\nStatus: accepted\n' }))
    expect(problems).toEqual(['docs/decisions: number 2 is used by 0002-other.md and 0002-second.md'])
  })

  it('rejects a gap in the numbers', () => {
    const problems = problemsOf(withFreshIndex({ 'docs/decisions/0003-third.md': '# 3. Third\n\nStatus: accepted\n' }))
    expect(problems).toEqual(['docs/decisions: numbers run 1, 2, 3... without gaps: no record 2'])
  })

  it('rejects an index that is not the generated one', () => {
    const problems = problemsOf({ ...ONE_DECISION, ...SECOND })
    expect(problems).toEqual(['docs/architecture.md: the decision index is stale: run npm run docs:index'])
  })

  it('rejects an index file without the markers', () => {
    const problems = problemsOf({ ...ONE_DECISION, 'docs/architecture.md': '# Architecture\n' })
    expect(problems).toEqual([
      `docs/architecture.md: no decision index: add the lines ${INDEX_START} and ${INDEX_END}, then run npm run docs:index`,
    ])
  })
})
