import { describe, expect, it } from 'vitest'
import { certificateInputSchema } from './certificates.ts'
import { contactSettingsInputSchema, partnerInputSchema } from './content.ts'
import { optionalText, requiredText } from './fields.ts'
import { messages } from './messages/index.ts'

const issuesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message)

describe('requiredText', () => {
  const nome = requiredText(messages.common.requiredFields)

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['soft hyphens', '\u00ad'],
    ['direction marks', '\u200f\u200e'],
    ['a byte order mark', '\ufeff'],
    ['a Hangul filler', '\u3164'],
    ['stray accents and spaces', ' \u0301 \u0303 '],
  ])('treats a text made only of %s as blank, with the field message', (_case, value) => {
    expect(issuesOf(nome.safeParse(value))).toEqual([messages.common.requiredFields])
  })

  it('keeps a name with invisible characters among visible ones, and reports blank once', () => {
    expect(nome.parse(' Ma\u200bria ')).toBe('Ma\u200bria')
    expect(issuesOf(nome.safeParse('   '))).toEqual([messages.common.requiredFields])
  })
})

describe('a lone UTF-16 surrogate, which no database text can hold', () => {
  it.each([
    ['a high half at the end', 'x\ud800'],
    ['a low half alone', '\udc00y'],
    ['two halves in the wrong order', '\udc00\ud800'],
  ])('is refused in a required or optional text (%s) with the broken-character message', (_case, value) => {
    expect(issuesOf(requiredText(messages.common.requiredFields).safeParse(value))).toEqual([messages.common.brokenCharacter])
    expect(issuesOf(optionalText().safeParse(value))).toEqual([messages.common.brokenCharacter])
  })

  it('is told apart from a well-formed pair, such as an emoji', () => {
    expect(requiredText(messages.common.requiredFields).parse('Maria \ud83d\ude00')).toBe('Maria 😀')
  })
})

describe('certificate horas', () => {
  const horas = certificateInputSchema.shape.horas

  it.each([1, 10_000, '10000', ' 7 '])('accepts %j', (value) => {
    expect(horas.safeParse(value).success).toBe(true)
  })

  it.each([10_001, 2_147_483_647, 2_147_483_648, 1e20, '99999999999999999999'])(
    'refuses %j with the maximum in the message',
    (value) => {
      expect(issuesOf(horas.safeParse(value))).toEqual([messages.certificates.hoursTooMany])
    },
  )

  it.each([0, -1, 1.5, '1e3', '0x10', '+5', '2,5', 'NaN', 'Infinity'])(
    'refuses %j as not a valid number',
    (value) => {
      expect(issuesOf(horas.safeParse(value))).toEqual([messages.common.invalidNumber])
    },
  )
})

describe('web addresses typed without https://', () => {
  it('takes "www…" as https in a certificate link, a partner link and a social profile; other text is still refused', () => {
    const certificate = { nome: 'Ana', curso: 'Oficina', horas: 4, codigo: 'AB12CD34' }
    expect(certificateInputSchema.parse({ ...certificate, link: 'www.arquivos.org.br/c.pdf' }).link).toBe('https://www.arquivos.org.br/c.pdf')
    expect(issuesOf(certificateInputSchema.safeParse({ ...certificate, link: 'arquivos.org.br/c.pdf' }))).toEqual([messages.common.invalidUrl])
    expect(partnerInputSchema.parse({ nome: 'Parceira', link: 'WWW.parceira.org.br', logoId: null }).link).toBe('https://WWW.parceira.org.br')
    expect(contactSettingsInputSchema.parse({ instagram: 'www.instagram.com/fundacao' }).instagram).toBe('https://www.instagram.com/fundacao')
  })
})
