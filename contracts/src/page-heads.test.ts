import { describe, expect, it } from 'vitest'
import { breadcrumbTrail, isPublicPath, PAGE_HEADS, type PublicPath } from './page-heads.ts'
import { documentTitle, PATHS } from './site-paths.ts'


const publicPaths = Object.values(PATHS).filter((path) => !path.startsWith(PATHS.admin)) as PublicPath[]

describe('the head of every public page', () => {
  it('has an entry for every public path of PATHS and none for anything else', () => {
    const missing = publicPaths.filter((path) => !isPublicPath(path))
    expect(missing).toEqual([])
    expect(Object.keys(PAGE_HEADS).sort()).toEqual([...publicPaths].sort())
    expect(isPublicPath(PATHS.adminNews)).toBe(false)
    expect(isPublicPath('toString')).toBe(false)
  })

  it('gives each page its own title and a description of at most 160 characters', () => {
    const titles = publicPaths.map((path) => documentTitle(PAGE_HEADS[path].title))
    expect(new Set(titles).size).toBe(titles.length)
    const descriptions = publicPaths.map((path) => PAGE_HEADS[path].description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    for (const path of publicPaths) {
      const { description } = PAGE_HEADS[path]
      expect(description.length, path).toBeGreaterThanOrEqual(50)
      expect(description.length, path).toBeLessThanOrEqual(160)
    }
  })

  it('titles pages "Page — Fundação São José"', () => {
    expect(documentTitle(PAGE_HEADS[PATHS.courses].title)).toBe('Cursos — Fundação São José')
  })

  it('leads every breadcrumb trail from the home page down to the page', () => {
    expect(breadcrumbTrail(PATHS.home)).toEqual([PATHS.home])
    expect(breadcrumbTrail(PATHS.contacts)).toEqual([PATHS.home, PATHS.contacts])
    expect(breadcrumbTrail(PATHS.pastProjectGolfinho)).toEqual([
      PATHS.home,
      PATHS.institution,
      PATHS.pastProjects,
      PATHS.pastProjectGolfinho,
    ])
    for (const path of publicPaths) expect(breadcrumbTrail(path).length, path).toBeLessThan(6)
  })
})
