import path from 'node:path'

/**
 * The repository root, where the server finds the built client, the migrations and the sample data. This file sits
 * in server/src and the production bundle (which holds it) in server/dist: both two levels down.
 */
export const ROOT_DIR = path.resolve(import.meta.dirname, '../..')
