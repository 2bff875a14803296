import { PATHS, messages, type LoginInput, type LoginResponse } from '@site/contracts'
import { ApiRequestError, apiRequest } from '../../lib/api-client'

export const LOGIN_PATH = '/usuario/login'

/** What a login attempt gave: the session's token, or the request for the second factor's code. */
export type LoginOutcome = { token: string } | { secondFactor: true }

/**
 * POST /usuario/login. Resolves with the token, or with `secondFactor` when the password was right and the account
 * asks for its code; rejects with the text to show: the server's message when it sent one, otherwise
 * 'Credenciais inválidas' (also when the answer carries neither).
 */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  let body: Partial<{ token: unknown; doisFatores: unknown }> | undefined
  try {
    body = await apiRequest<LoginResponse>(LOGIN_PATH, { method: 'POST', body: input })
  } catch (error) {
    throw new Error(loginErrorMessage(error), { cause: error })
  }
  if (body?.doisFatores === true) return { secondFactor: true }
  if (typeof body?.token !== 'string' || body.token === '') throw new Error(messages.auth.invalidCredentials)
  return { token: body.token }
}

function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return messages.auth.invalidCredentials
  // Status 0 is a network failure and `unexpected` is the client's fallback: neither came from the server.
  if (error.status === 0 || error.message === messages.common.unexpected || !error.message) {
    return messages.auth.invalidCredentials
  }
  return error.message
}

/** POST /usuario/senha/esqueci: the server's one answer, whether the e-mail has an account or not. */
export const requestPasswordReset = async (email: string): Promise<string> =>
  (await apiRequest<{ mensagem: string }>('/usuario/senha/esqueci', { method: 'POST', body: { email } })).mensagem

/** POST /usuario/senha/definir with the token of an invitation or reset link. */
export const setPasswordWithLink = async (token: string, senha: string): Promise<string> =>
  (await apiRequest<{ mensagem: string }>('/usuario/senha/definir', { method: 'POST', body: { token, senha } })).mensagem

export const LOGIN_REDIRECT = PATHS.admin
