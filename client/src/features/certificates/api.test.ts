import { describe, expect, it } from 'vitest'
import { messages } from '@site/contracts'
import { ApiRequestError } from '../../lib/api-client'
import { createFailureMessage } from './api'

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
