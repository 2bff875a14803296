import type { TestApp } from '../app.ts'
import { withStaffApp } from './staff-app.ts'

/** The certificate the certificate tests create through the API. */
export const DEMO_CERTIFICATE = {
  nome: 'Maria Aparecida Souza',
  curso: 'Inclusão Digital Básica',
  horas: 20,
  codigo: 'DEMO2025',
  link: 'https://www.example.org/certificados/DEMO2025.pdf',
}

/** The certificate route tests' set-up: the staff app's (staff-app.ts), with no certificate left before each test. */
export const withCertificateApp = (ready: (app: TestApp, token: string) => void): void => withStaffApp({ emptied: ['certificate'] }, ready)
