import { messages, REPLY_FILE_FIELD } from '@site/contracts'
import { conflict } from '../../errors.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import { replyMail } from '../../mail/templates.ts'
import { recordAudit, type Actor } from '../audit/index.ts'
import { readContacts } from '../site-settings/index.ts'
import { lockHead, targetOf } from './inbox-service.ts'
import { KINDS, type InboxKind } from './kinds.ts'
import { storeFiles, transactionWithFiles, type SubmissionContext } from './service.ts'
import type { UploadedFile } from './upload.ts'

const msg = messages.inbox
/** The attachment is stored with the record's files, under its own label. */
export const REPLY_FILE_LABELS = { [REPLY_FILE_FIELD]: { label: msg.replyFileLabel } }

/**
 * "Responder ao requerente": the text (and the attachment, e.g. the issued document) goes to the person's e-mail
 * through the outbox; the text stays in the history, the attachment among the record's files. An erased record or
 * one without an e-mail cannot be answered (409).
 */
export async function sendReply(
  ctx: Pick<SubmissionContext, 'prisma' | 'files' | 'log' | 'mailer'>,
  kind: InboxKind,
  id: number,
  mensagem: string,
  attachment: UploadedFile | undefined,
  actor: Actor,
): Promise<void> {
  const owner = KINDS[kind].owner(id)
  const files = new Map(attachment ? [[REPLY_FILE_FIELD, attachment]] : [])
  await transactionWithFiles(ctx, files, async (tx, staged) => {
    const head = await lockHead(tx, kind, id)
    if (head.erasedAt) throw conflict(msg.alreadyErased)
    if (!head.email) throw conflict(msg.noEmail)
    const [stored] = await storeFiles(tx, owner, staged, REPLY_FILE_LABELS)
    await tx.submissionHistory.create({ data: { ...owner, action: 'resposta', text: mensagem, actorId: actor.id, actorName: actor.nome } })
    const target = targetOf(kind, head)
    await recordAudit(tx, actor, { action: 'responder', target, ...(stored && { detail: msg.replyFileLabel }) })
    const mail = replyMail({ nome: head.nome, email: head.email, protocolo: target, kind }, mensagem, stored ?? null, await readContacts(tx))
    await enqueueMails(tx, [mail], owner)
  })
  ctx.mailer.wake()
}
