import type { InviteUserInput, MyAccount, StaffUser, TwoFactorSetup, UpdateUserInput } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

export const listUsers = (signal?: AbortSignal) => apiRequest<StaffUser[]>('/usuarios', { auth: true, signal })

export const inviteUser = (body: InviteUserInput) =>
  apiRequest<StaffUser>('/usuarios', { method: 'POST', body, auth: true })

export const updateUser = (id: number, body: UpdateUserInput) =>
  apiRequest<StaffUser>(`/usuarios/${id}`, { method: 'PUT', body, auth: true })

/** An administrator turns off another account's two-factor authentication (a lost phone). */
export const resetUserTwoFactor = (id: number) =>
  apiRequest<StaffUser>(`/usuarios/${id}/dois-fatores/redefinir`, { method: 'POST', auth: true })

export const getMyAccount = (signal?: AbortSignal) => apiRequest<MyAccount>('/usuario/eu', { auth: true, signal })

/** Resolves with the new token (the others of the account stop working) and the message to show. */
export const changeMyPassword = (senhaAtual: string, novaSenha: string) =>
  apiRequest<{ token: string; mensagem: string }>('/usuario/eu/senha', {
    method: 'PUT',
    body: { senhaAtual, novaSenha },
    auth: true,
  })

/** Asks for the password: a session alone cannot replace the authenticator and the recovery codes. */
export const startTwoFactor = (senha: string) =>
  apiRequest<TwoFactorSetup>('/usuario/eu/dois-fatores', { method: 'POST', body: { senha }, auth: true })

export const enableTwoFactor = async (codigo: string) =>
  (
    await apiRequest<{ codigosRecuperacao: string[] }>('/usuario/eu/dois-fatores/ativar', {
      method: 'POST',
      body: { codigo },
      auth: true,
    })
  ).codigosRecuperacao

export const disableTwoFactor = (senha: string) =>
  apiRequest<{ mensagem: string }>('/usuario/eu/dois-fatores/desativar', { method: 'POST', body: { senha }, auth: true })
