import { describe, expect, it } from 'vitest'
import { ONE_DECISION, problemsOf } from './test/repo-tree.ts'

describe('links', () => {
  it('accepts links to files, folders, headings and outside addresses', () => {
    const problems = problemsOf({
      ...ONE_DECISION,
      'README.md': [
        '# Site',
        '',
        '## Começar com `npm` (rápido)',
        '## Testes',
        '## Testes',
        '',
        'See [the guide](docs/guide.md), [decisions](docs/decisions/), [start](#começar-com-npm-rápido),',
        '[the second one](#testes-1), [its part](docs/guide.md#the-part), [age](https://age-encryption.org) and',
        '`[not a link](nowhere.md)`.',
        '```',
        '[inside a fence](nowhere.md)',
        '```',
      ].join('\n'),
      'docs/guide.md': '# Guide\n\n## The part\n\nBack to the [README](../README.md).\n',
    })
    expect(problems).toEqual([])
  })

  it('rejects a relative link to a file that does not exist', () => {
    const problems = problemsOf({ ...ONE_DECISION, 'docs/guide.md': '# Guide\n\nSee [decision 4](decisions/0004-files.md).\n' })
    expect(problems).toEqual(['docs/guide.md:3: link decisions/0004-files.md: no file or folder docs/decisions/0004-files.md'])
  })

  it('rejects an anchor that no heading of the target gives', () => {
    const problems = problemsOf({
      ...ONE_DECISION,
      'README.md': '# Site\n\n## Testes\n\n[tests](#tests) and [more](docs/guide.md#the-part)\n',
      'docs/guide.md': '# Guide\n\n## A part\n',
    })
    expect(problems).toEqual([
      'README.md:5: link #tests: README.md has no heading #tests',
      'README.md:5: link docs/guide.md#the-part: docs/guide.md has no heading #the-part',
    ])
  })

  it('rejects a link that leaves the repository', () => {
    const problems = problemsOf({ ...ONE_DECISION, 'README.md': '# Site\n\nRules: [style](../elsewhere/notes.md).\n' })
    expect(problems).toEqual(['README.md:3: link ../elsewhere/notes.md points outside the repository'])
  })
})
