import pg from 'pg'

export const codeFor = (index: number): string => `BENCH${String(index).padStart(7, '0')}`

/**
 * Inserts `count` certificates BENCH0000001..BENCHn with one INSERT ... SELECT generate_series (table and
 * columns of model Certificate in prisma/schema.prisma; "codeKey" is lower(trim(codigo)) as the app stores it).
 * Returns the time it took in ms.
 */
export async function seedCertificates(databaseUrl: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const started = performance.now()
  try {
    await client.query(
      `INSERT INTO "Certificate" ("codigo", "codeKey", "nome", "curso", "horas", "link", "status")
       SELECT code, lower(trim(code)), 'Participante ' || i, 'Curso de Formação ' || (i % 25 + 1), i % 40 + 1,
              'https://www.example.org/certificados/' || code || '.pdf', 'Válido'
       FROM generate_series(1, $1::int) AS i, LATERAL (SELECT 'BENCH' || lpad(i::text, 7, '0') AS code) AS c`,
      [count],
    )
    await client.query('ANALYZE "Certificate"')
    return Math.round(performance.now() - started)
  } finally {
    await client.end()
  }
}
