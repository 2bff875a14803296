import fastifyJwt from '@fastify/jwt'
import { messages, roleAllows, type StaffRole, type TokenPayload } from '@site/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { PrismaClient } from '../db/prisma.ts'
import { forbidden, unauthorized } from '../errors.ts'

export const TOKEN_LIFETIME = '8h'

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenPayload, 'exp'>
    user: TokenPayload
  }
}

/** The signed-in account, as the routes after `authenticate` see it. */
export interface SignedInAccount {
  id: number
  nome: string
  role: StaffRole
  twoFactor: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The roles besides Administrador that may call this authenticated route, declared next to the route.
     * None declared: Administrador only, so a new admin route is never open to a role by mistake.
     */
    roles?: readonly StaffRole[]
    /** A route of the caller's own account (password, two-factor set-up), open before two-factor is required. */
    ownAccount?: boolean
  }
  interface FastifyInstance {
    /**
     * onRequest hook of admin routes: 401 unless the request carries a valid HS256 token with an expiry, whose
     * account still exists, is enabled and has not ended its sessions since; 403 unless the account's role may
     * call the route (see `roles`).
     */
    authenticate(request: FastifyRequest): Promise<void>
    /**
     * `authenticate`'s checks of the account, for a credential other than the Bearer token that names the account
     * and its session version (a backup's download ticket): 401 unless it still stands, 403 unless its role may call
     * the route.
     */
    admitAccount(request: FastifyRequest, session: SessionClaims): Promise<void>
    /** A token for the account, carrying its current session version. */
    signSession(account: { id: number; nome: string; role: StaffRole; sessionVersion: number }): string
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes without it. */
    account: SignedInAccount | null
  }
}

/** What identifies a session: the account (`sub`) and its session version (`sv`). */
export type SessionClaims = Pick<TokenPayload, 'sub' | 'sv'>

/** The ids the app signs as `sub`: a positive integer that fits PostgreSQL's int column. */
const ADMIN_ID = /^[1-9]\d{0,9}$/
const MAX_ADMIN_ID = 2 ** 31 - 1

/**
 * One lookup by primary key on every call: a deleted or disabled account, or a token from before its sessions were
 * ended (password changed, role changed, disabled), stops working at once, not when the token expires. The reason
 * goes to the holder of a token the server signed, never to a stranger.
 */
async function liveAccount(prisma: PrismaClient, claims: SessionClaims): Promise<SignedInAccount | { refused: string }> {
  const { sub, sv = 0 } = claims
  if (typeof sub !== 'string' || !ADMIN_ID.test(sub) || Number(sub) > MAX_ADMIN_ID) return { refused: messages.common.unauthorized }
  const account = await prisma.adminUser.findUnique({
    where: { id: Number(sub) },
    select: { id: true, nome: true, role: true, disabled: true, sessionVersion: true, totpSecret: true },
  })
  if (!account) return { refused: messages.common.unauthorized }
  if (account.disabled) return { refused: messages.auth.accountDisabled }
  if (account.sessionVersion !== sv) return { refused: messages.auth.sessionEnded }
  return { id: account.id, nome: account.nome, role: account.role, twoFactor: account.totpSecret !== null }
}

/** The account `authenticate` found; for handlers of authenticated routes only. */
export function signedIn(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw unauthorized()
  return request.account
}

async function auth(app: FastifyInstance, options: { secret: string; requireTwoFactorForAdmins: boolean }) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    // Without exp a leaked token would be valid forever.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
  })
  app.decorateRequest('account', null)
  app.decorate('signSession', (account) =>
    app.jwt.sign({ sub: String(account.id), nome: account.nome, papel: account.role, sv: account.sessionVersion }),
  )
  const admitAccount = async (request: FastifyRequest, session: SessionClaims) => {
    const account = await liveAccount(app.prisma, session)
    if ('refused' in account) throw unauthorized(account.refused)
    const { roles, ownAccount } = request.routeOptions.config
    if (options.requireTwoFactorForAdmins && account.role === 'administrador' && !account.twoFactor && !ownAccount) {
      throw forbidden(messages.accounts.twoFactorSetupRequired)
    }
    if (!ownAccount && !roleAllows(account.role, roles)) throw forbidden()
    request.account = account
  }
  app.decorate('admitAccount', admitAccount)
  app.decorate('authenticate', async (request: FastifyRequest) => {
    try {
      await request.jwtVerify()
    } catch {
      throw unauthorized()
    }
    await admitAccount(request, request.user)
  })
}

export default fp(auth, { name: 'auth', dependencies: ['prisma'] })
