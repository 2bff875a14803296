import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createTestApp, type TestApp } from '../app.ts'

/** The certificate the certificate tests create through the API. */
export const DEMO_CERTIFICATE = {
  nome: 'Maria Aparecida Souza',
  curso: 'Inclusão Digital Básica',
  horas: 20,
  codigo: 'DEMO2025',
  link: 'https://www.example.org/certificados/DEMO2025.pdf',
}

/**
 * The set-up the certificate route tests share: one real app per file with the test admin's token, closed at the
 * end, and no certificate left over before each test. `ready` receives the app and the Bearer header value.
 */
export function withCertificateApp(ready: (app: TestApp, token: string) => void): void {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
    ready(app, await app.adminToken())
  })
  afterAll(() => app.close())
  beforeEach(() => app.prisma.certificate.deleteMany())
}
