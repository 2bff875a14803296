import { withClient } from '../src/modules/backups/service.ts'

export const codeFor = (index: number): string => `BENCH${String(index).padStart(7, '0')}`

/** Codes no certificate has: same shape as the seeded ones, another prefix. */
export const missingCodeFor = (index: number): string => `NOPE${String(index).padStart(8, '0')}`

/**
 * Inserts `count` certificates BENCH0000001..BENCHn with one INSERT ... SELECT generate_series (table and
 * columns of model Certificate in prisma/schema.prisma; "codeKey" is lower(trim(codigo)), what certificateCodeKey gives for these ASCII codes;
 * "nameKey" and "courseKey" are what nameKey gives for these names: lower case, "ç" and "ã" without their marks).
 */
export const seedCertificates = (databaseUrl: string, count: number): Promise<void> =>
  withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO "Certificate" ("codigo", "codeKey", "nome", "nameKey", "curso", "courseKey", "horas", "link", "status")
       SELECT code, lower(trim(code)), nome, lower(nome), curso, translate(lower(curso), 'çã', 'ca'), i % 40 + 1,
              'https://www.example.org/certificados/' || code || '.pdf', 'Válido'
       FROM generate_series(1, $1::int) AS i,
            LATERAL (SELECT 'BENCH' || lpad(i::text, 7, '0') AS code, 'Participante ' || i AS nome,
                            'Curso de Formação ' || (i % 25 + 1) AS curso) AS c`,
      [count],
    )
    // VACUUM as autovacuum would soon do on a live database: it moves the new rows from the trigram index's pending
    // list into the index proper, where searches find them fast.
    await client.query('VACUUM ANALYZE "Certificate"')
  })

/** Inserts `count` registrations for the active event of the demo content; returns that event's title. */
export const seedRegistrations = (databaseUrl: string, count: number): Promise<string> =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number; titulo: string }>(
      'SELECT "id", "titulo" FROM "Event" WHERE "ativa" ORDER BY "id" LIMIT 1',
    )
    const event = rows[0]
    if (!event) throw new Error('nenhum evento ativo no banco de demonstração')
    await client.query(
      `INSERT INTO "Registration" ("eventId", "titulo", "nome", "personKey", "email", "telefone", "comoConheceu")
       SELECT $1, $2, 'Pessoa Inscrita ' || i, 'pessoa inscrita ' || i, 'pessoa' || i || '@example.com',
              '(48) 90000-' || lpad(i::text, 4, '0'), 'Amigos'
       FROM generate_series(1, $3::int) AS i`,
      [event.id, event.titulo, count],
    )
    await client.query('ANALYZE "Registration"')
    return event.titulo
  })

/**
 * Inserts `count` published news items (model NewsItem) whose words vary from item to item, with one INSERT ... SELECT:
 * the search index's triggers index each as staff publishing it would.
 */
export const seedNews = (databaseUrl: string, count: number): Promise<void> =>
  withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO "NewsItem" ("slug", "titulo", "resumo", "corpo", "estado", "publicadoEm", "updatedAt")
       SELECT 'bench-' || i, t.titulo || ' ' || i, t.resumo, '<p>' || t.resumo || ' ' || repeat(t.corpo, 6) || '</p>', 'publicado',
              now() - i * interval '1 hour', now()
       FROM generate_series(1, $1::int) AS i,
            LATERAL (SELECT (ARRAY['Inclusão Digital abre turmas', 'Redação Oficial para servidores', 'Palestra sobre longevidade',
                                   'Voluntários na escola', 'Bombeiro Mirim forma turma', 'Feira de ciências reúne escolas',
                                   'Inteligência artificial no serviço público', 'Oficina de celular para idosos'])[i % 8 + 1] AS titulo,
                            (ARRAY['Aulas gratuitas para a comunidade.', 'Inscrições abertas até o fim do mês.',
                                   'Encontro no auditório da fundação.', 'Certificados entregues aos participantes.'])[i % 4 + 1] AS resumo,
                            (ARRAY['A fundação amplia a educação, a cidadania e a inclusão em São José. ',
                                   'Estudantes, professores e famílias participaram das atividades da semana. ',
                                   'O curso tem carga horária de 20 horas e vagas limitadas por turma. '])[i % 3 + 1] AS corpo) AS t`,
      [count],
    )
    await client.query('VACUUM ANALYZE "NewsItem", "SearchEntry", "SearchWord"')
  })
