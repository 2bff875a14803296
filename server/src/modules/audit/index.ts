/** What other modules use of the audit log: who acts, and writing an entry. */
export { actorOf, audit } from './actor.ts'
export { accountTarget, recordAudit, SYSTEM_ACTOR, UNKNOWN_ACTOR, type Actor } from './service.ts'
