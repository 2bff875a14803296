/** The certificate the certificate tests create through the API. */
export const DEMO_CERTIFICATE = {
  nome: 'Maria Aparecida Souza',
  curso: 'Inclusão Digital Básica',
  horas: 20,
  codigo: 'DEMO2025',
  link: 'https://www.example.org/certificados/DEMO2025.pdf',
}
