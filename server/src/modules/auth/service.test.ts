import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { ensureFirstAdmin } from './service.ts'

describe('ensureFirstAdmin', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('creates one admin when instances start together on an empty database, and only its password is printed', async () => {
    const passwords = await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(t.prisma, 'primeiro-admin')))
    const printed = passwords.filter((password) => password !== null)
    expect(printed).toHaveLength(1)
    expect(await t.prisma.adminUser.count()).toBe(1)
    await t.request.post('/usuario/login').send({ nome: 'primeiro-admin', senha: printed[0] }).expect(200)
    expect(await ensureFirstAdmin(t.prisma, 'primeiro-admin')).toBeNull()
  })
})
