/**
 * global-setup fails the run when any test app's log holds personal data. Checked here: the logs really reach
 * the capture folder, and the patterns catch the test data's CPFs, phones and e-mails without flagging
 * what an ordinary request line holds.
 */
import { messages } from '@site/contracts'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { DOCUMENT_REQUEST, VOLUNTEER } from '../support/submission-fixtures.ts'
import { createTestApp } from '../app.ts'
import { personalDataIn } from './personal-data.ts'

describe('test app logs', () => {
  it('go, at info or finer, to the capture file of this worker, and a request line holds no personal data', async () => {
    const t = await createTestApp()
    try {
      await t.request.get('/health').expect(200)
      const captured = readFileSync(path.join(inject('testLogDir'), `worker-${process.pid}.log`), 'utf8')
      expect(captured).toContain('"msg":"incoming request"')
      for (const line of t.logLines) {
        expect(captured).toContain(line)
        expect(personalDataIn(line), line).toEqual([])
      }
      expect(t.logLines.some((line) => line.includes('"url":"/health"'))).toBe(true)
    } finally {
      await t.close()
    }
  })
})

describe('a database error', () => {
  const holder = 'Conceição Aparecida Logada'

  // 1e20 fails in Prisma's own validation, which prints the call with its arguments; 2^31 fails in PostgreSQL.
  it.each([
    [1e20, { name: 'PrismaClientValidationError', message: expect.stringContaining('`horas`') }],
    [2 ** 31, { code: 'P2020', model: 'Certificate', kind: 'ValueOutOfRange', sqlState: '22003' }],
  ])('(horas %d) answers 500 and is logged with what failed, without the values of the row', async (horas, logged) => {
    const t = await createTestApp({
      beforeReady: (app) =>
        app.post('/teste/erro-do-banco', async () => {
          // What a range the schema forgot would do.
          await app.prisma.certificate.create({
            data: { codigo: 'LOG1', codeKey: 'log1', nome: holder, curso: 'Curso Logado', horas, link: 'https://exemplo.org/c.pdf' },
          })
        }),
    })
    try {
      const response = await t.request.post('/teste/erro-do-banco')
      expect(response.status).toBe(500)
      expect(response.body.mensagem).toBe(messages.common.unexpected)
      const errorLines = t.logLines.filter((entry) => JSON.parse(entry).level >= 50)
      expect(errorLines).toHaveLength(1)
      for (const value of [holder, 'Conceição', 'Curso Logado', 'LOG1', 'log1', String(horas), 'exemplo.org']) {
        expect(errorLines[0], value).not.toContain(value)
      }
      const { error } = JSON.parse(errorLines[0]!)
      expect(error).toMatchObject(logged)
      expect(error.stack).toMatch(/^\s+at /)
    } finally {
      await t.close()
    }
  })
})

describe('request log lines', () => {
  const parsed = (lines: string[]) => lines.map((text) => JSON.parse(text) as Record<string, unknown>)

  it('keep the path but never the query string, which can hold names and codes', async () => {
    const t = await createTestApp()
    try {
      await t.request.get('/certificado/ABC123?nome=Maria%20Quitéria&codigo=SEGREDO9').expect(404)
      const requestLines = parsed(t.logLines).filter((entry) => entry.req)
      expect(requestLines.map((entry) => (entry.req as { url: string }).url)).toEqual(['/certificado/ABC123', '/certificado/ABC123'])
      expect(t.logLines.join('\n')).not.toMatch(/Maria|SEGREDO9|nome=/)
    } finally {
      await t.close()
    }
  })

  it('hold the client address only where abuse is handled: at warn, when a client uses up a limit', async () => {
    const t = await createTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '1' } })
    try {
      await t.request.get('/health').expect(200)
      const wrongLogin = () => t.request.post('/usuario/login').send({ nome: 'ninguem', senha: 'errada' })
      await wrongLogin().expect(401)
      await wrongLogin().expect(429)
      const entries = parsed(t.logLines)
      const withAddress = entries.filter((entry) => JSON.stringify(entry).includes('127.0.0.1'))
      expect(withAddress).toEqual([expect.objectContaining({ level: 40, msg: 'rate limit reached' })])
      const requestLines = entries.filter((entry) => entry.req)
      expect(requestLines.map((entry) => Object.keys(entry.req as object).sort().join())).toEqual(requestLines.map(() => 'method,url'))
    } finally {
      await t.close()
    }
  })

  it('come from Fastify without its deprecation warning for disableRequestLogging', async () => {
    const warnings: string[] = []
    const collect = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`)
    process.on('warning', collect)
    try {
      const t = await createTestApp()
      await t.close()
      await new Promise((resolve) => setImmediate(resolve))
    } finally {
      process.off('warning', collect)
    }
    expect(warnings.filter((warning) => warning.startsWith('FastifyDeprecation'))).toEqual([])
  })
})

const line = (value: string) => JSON.stringify({ level: 30, time: 1795273839519, msg: 'x', value })

describe('personalDataIn', () => {
  it.each([
    ['CPF', DOCUMENT_REQUEST.cpf],
    ['CPF ou telefone só com dígitos', DOCUMENT_REQUEST.cpf.replace(/\D/g, '')],
    ['telefone', VOLUNTEER.telefone],
    ['telefone', '48 99999-0000'],
    ['e-mail', VOLUNTEER.email],
    ['hash bcrypt', '$2b$12$abcdefghijklmnopqrstuu0123456789ABCDEFGHIJKLMNOPQRSTU'],
    ['token JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.assinatura'],
  ])('finds a %s (%s)', (kind, value) => {
    expect(personalDataIn(line(value))).toContain(kind)
  })

  it('does not flag timestamps, process ids, ports, ids or response times with long fractions', () => {
    const request = '{"level":30,"time":1795273839519,"pid":3498,"reqId":"req-1a","res":{"statusCode":200},"responseTime":0.12345678901,"remotePort":57754,"mailId":2147483647}'
    expect(personalDataIn(request)).toEqual([])
  })
})
