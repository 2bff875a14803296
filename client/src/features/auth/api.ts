import { PATHS, messages, type LoginInput } from '@site/contracts'
import { ApiRequestError, apiRequest } from '../../lib/api-client'

export const LOGIN_PATH = '/usuario/login'

/**
 * POST /usuario/login. Resolves with the token; rejects with the text to show: the server's message when it
 * sent one, otherwise 'Credenciais inválidas' (also when the answer carries no token).
 */
export async function login(input: LoginInput): Promise<string> {
  let body: { token?: unknown } | undefined
  try {
    body = await apiRequest<{ token?: unknown }>(LOGIN_PATH, { method: 'POST', body: input })
  } catch (error) {
    throw new Error(loginErrorMessage(error), { cause: error })
  }
  if (typeof body?.token !== 'string' || body.token === '') throw new Error(messages.auth.invalidCredentials)
  return body.token
}

function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return messages.auth.invalidCredentials
  // Status 0 is a network failure and `unexpected` is the client's fallback: neither came from the server.
  if (error.status === 0 || error.message === messages.common.unexpected || !error.message) {
    return messages.auth.invalidCredentials
  }
  return error.message
}

export const LOGIN_REDIRECT = PATHS.admin
