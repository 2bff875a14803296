import { describe, expect, it } from 'vitest'
import { isPlaceholderLink, isRealWebAddress } from './links.ts'

describe('isPlaceholderLink', () => {
  it('flags example addresses, reserved names, a bare #, empty and javascript: links', () => {
    for (const href of [
      'https://www.example.org/noticias/1',
      'http://example.com',
      'https://fundacao.example/x',
      'https://www.instagram.com/fundacaosaojose.example',
      'https://localhost/x',
      'mailto:contato@fundacaosaojose.example.org',
      '#',
      '',
      null,
      '  javascript:alert(1)',
    ]) {
      expect(isPlaceholderLink(href), String(href)).toBe(true)
    }
  })

  it('lets real sites, site paths, in-page anchors, phone numbers and the demo mail domain through', () => {
    for (const href of [
      'https://www.gov.br/',
      '/cursos/nef',
      '#conteudo',
      'tel:+554833812200',
      'mailto:contato@fundacao.local',
      'https://wa.me/5548991642200?text=Ol%C3%A1',
    ]) {
      expect(isPlaceholderLink(href), href).toBe(false)
    }
  })
})

describe('isRealWebAddress', () => {
  it('wants an absolute http(s) address on a public host', () => {
    expect(isRealWebAddress('https://www.escolavirtual.gov.br/')).toBe(true)
    for (const value of ['/cursos', 'ftp://gov.br', 'https://intranet/', 'https://portal.local/']) {
      expect(isRealWebAddress(value), value).toBe(false)
    }
  })
})
