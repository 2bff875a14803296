import { describe, expect, it } from 'vitest'
import { isSitePath } from './site-path-lookup.ts'
import { normalizePath, PATHS, validatorLink } from './site-paths.ts'

describe('isSitePath', () => {
  it('knows every page path, whatever the case, accents, escaping or trailing slash', () => {
    for (const path of Object.values(PATHS)) expect(isSitePath(path), path).toBe(true)
    for (const path of ['/INSTITUIÇÃO', '/instituicao', '/Institui%C3%A7%C3%A3o', '/realizacoes/', '/Cursos/NEF']) {
      expect(isSitePath(path), path).toBe(true)
    }
  })

  it('accepts the sub-paths of the sections that own them', () => {
    for (const path of ['/usj/qualquer', '/idbasico/voluntarios', '/admin/certificados', validatorLink('AB 12')]) {
      expect(isSitePath(path), path).toBe(true)
    }
  })

  it('refuses anything else, including a malformed escape', () => {
    for (const path of ['/nada', '/cursos/outro', '/%E0%A4%A', '/usjx']) expect(isSitePath(path), path).toBe(false)
  })
})

describe('normalizePath', () => {
  it('lower-cases, decodes and drops accents and the trailing slash', () => {
    expect(normalizePath('/Realiza%C3%A7%C3%B5es/')).toBe('/realizacoes')
    expect(normalizePath('/')).toBe('/')
  })
})
