import { describe, expect, it } from 'vitest'
import { messages, type Certificate } from '@site/contracts'
import { ApiRequestError } from '../../lib/api-client'
import { createFailureMessage, filterCertificates } from './api'

const certificate = (codigo: string, nome: string, curso: string): Certificate => ({
  codigo,
  nome,
  curso,
  horas: 10,
  link: 'https://exemplo.org/c.pdf',
  status: 'Válido',
  criadoEm: '2025-01-01T00:00:00.000Z',
})

const items = [
  certificate('ABC12345', 'Maria Souza', 'Redação Oficial'),
  certificate('XYZ98765', 'José Lima', 'Inteligência Artificial'),
  certificate('QWE55555', 'Ana Paula', 'Nova Lei de Licitações'),
]

describe('filterCertificates', () => {
  it('returns everything for a blank search', () => {
    expect(filterCertificates(items, '   ')).toHaveLength(3)
  })

  it('searches nome, curso and codigo ignoring case', () => {
    expect(filterCertificates(items, 'MARIA').map((c) => c.codigo)).toEqual(['ABC12345'])
    expect(filterCertificates(items, 'inteligência').map((c) => c.codigo)).toEqual(['XYZ98765'])
    expect(filterCertificates(items, 'qwe5').map((c) => c.codigo)).toEqual(['QWE55555'])
    expect(filterCertificates(items, '  lei de ').map((c) => c.codigo)).toEqual(['QWE55555'])
  })

  it('does not search other fields', () => {
    expect(filterCertificates(items, 'válido')).toEqual([])
    expect(filterCertificates(items, 'exemplo.org')).toEqual([])
  })
})

describe('createFailureMessage', () => {
  it("prefixes the server's mensagem", () => {
    expect(createFailureMessage(new ApiRequestError(409, messages.certificates.duplicateCode))).toBe(
      `Erro ao cadastrar certificado: ${messages.certificates.duplicateCode}`,
    )
  })

  it('uses Erro interno when the server sent no message or did not answer', () => {
    expect(createFailureMessage(new ApiRequestError(500, messages.common.unexpected))).toBe(
      'Erro ao cadastrar certificado: Erro interno',
    )
    expect(createFailureMessage(new ApiRequestError(0, messages.common.serviceUnavailable))).toBe(
      'Erro ao cadastrar certificado: Erro interno',
    )
  })
})
