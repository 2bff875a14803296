import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { compressedStream } from './compression.ts'

async function* arrayText<T>(first: IteratorResult<T[]>, rest: AsyncIterator<T[]>): AsyncGenerator<string> {
  yield '['
  let separator = ''
  for (let batch = first; !batch.done; batch = await rest.next()) {
    if (batch.value.length === 0) continue
    yield separator + JSON.stringify(batch.value).slice(1, -1)
    separator = ','
  }
  yield ']'
}

/**
 * Answers a JSON array written a batch at a time, so a list of any length holds one batch in memory. The first
 * batch is read before the answer starts: a database that fails at once still gets its error status.
 */
export async function sendJsonArray<T>(request: FastifyRequest, reply: FastifyReply, batches: AsyncIterable<T[]>): Promise<FastifyReply> {
  const iterator = batches[Symbol.asyncIterator]()
  const first = await iterator.next()
  const body = compressedStream(request, reply.type('application/json; charset=utf-8'), Readable.from(arrayText(first, iterator)))
  return reply.send(body)
}
