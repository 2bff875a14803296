/**
 * The bench's yardstick: the least a certificate lookup can cost on this stack. A bare Fastify route doing one `pg`
 * query by primary key, no logging, no hooks. Started by run.ts with DATABASE_URL and PORT; prints "pronto" when
 * listening.
 */
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
const app = Fastify()

app.get<{ Params: { id: string } }>('/certificado/:id', async (request, reply) => {
  const { rows } = await pool.query(
    'SELECT "codigo", "nome", "curso", "horas", "link", "status" FROM "Certificate" WHERE "id" = $1',
    [Number(request.params.id)],
  )
  return rows[0] ?? reply.code(404).send({ message: 'not found' })
})

process.once('SIGTERM', () => void app.close().then(() => pool.end()))
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
console.log('pronto')
