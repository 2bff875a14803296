import { documentTitle, messages, PAGE_HEADS, PATHS, VOLUNTEER_TERM_PDF_PATH } from '@site/contracts'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LIMITS_OUT_OF_REACH, TEST_ADMIN } from './app.ts'
import { cancelLinkIn, insertEvent, isoDateInDays } from './support/events.ts'
import { one, parseHead } from './support/html-head.ts'
import { pdfTextLines } from './support/pdf-text.ts'
import { createSiteApp } from './support/site-app.ts'
import { startSmtpInbox, waitForMail, type SmtpInbox } from './support/smtp-inbox.ts'

/** The name staff type in "Configurações"; nothing the site prints by itself contains it. */
const NAME = 'Instituto Municipal Aprender Sempre'
const TITLE = 'Memória ativa'

let site: Awaited<ReturnType<typeof createSiteApp>>
let inbox: SmtpInbox

beforeAll(async () => {
  inbox = await startSmtpInbox()
  site = await createSiteApp({ env: { ...LIMITS_OUT_OF_REACH, SMTP_URL: inbox.url }, extra: { mail: { pollIntervalMs: 50 } } })
})
afterAll(async () => {
  await site.close()
  await inbox.close()
})
beforeEach(async () => {
  await site.t.request.put('/configuracoes/contatos').set('Authorization', site.token).send({ nomeFundacao: NAME }).expect(200)
})

const mailTo = (to: string, subject: string) => waitForMail(inbox, to, subject)
const signedWithTheName = (mail: ParsedMail) => {
  expect(mail.text).toContain(messages.mail.signature(NAME).join('\n'))
  expect(mail.html).toContain(NAME)
}

const person = (nome: string) => ({ nome, email: `${nome.split(' ')[0]!.toLowerCase()}@example.com`, telefone: '(48) 99111-2233', titulo: TITLE, comoConheceu: 'Amigos' })

describe('the foundation name set in Configurações', () => {
  it('signs the registration, waiting-list and cancellation mails', async () => {
    const event = await insertEvent(site.t.prisma, { titulo: TITLE, data: isoDateInDays(20), ativa: true })
    await site.t.prisma.event.update({ where: { id: event.id }, data: { vagas: 1 } })
    const [ana, beto] = [person('Ana Primeira'), person('Beto Segundo')]
    await site.t.request.post('/inscrever').send(ana).expect(201)
    await site.t.request.post('/inscricoes/espera').send(beto).expect(201)

    const confirmation = await mailTo(ana.email, messages.registrationMail.subject(TITLE))
    signedWithTheName(confirmation)
    signedWithTheName(await mailTo(beto.email, messages.waitlist.mailSubject(TITLE)))

    const token = cancelLinkIn(confirmation).searchParams.get('token')
    await site.t.request.post('/inscricoes/cancelamento').send({ token }).expect(200)
    signedWithTheName(await mailTo(ana.email, messages.cancellationMail.subject(TITLE)))
    signedWithTheName(await mailTo(beto.email, messages.registrationMail.subject(TITLE)))
  })

  it('names the foundation in the invitation and the password reset mails', async () => {
    const email = 'nova.colega@example.com'
    await site.t.request.post('/usuarios').set('Authorization', site.token).send({ nome: 'nova-colega', email, papel: 'secretaria' }).expect(201)
    const invitation = await mailTo(email, messages.accountMails.invitationSubject(NAME))
    expect(invitation.text).toContain(messages.accountMails.invited(messages.accounts.roleLabels.secretaria, NAME))
    signedWithTheName(invitation)

    await site.t.request.post('/usuario/senha/esqueci').send({ email }).expect(200)
    signedWithTheName(await mailTo(email, messages.accountMails.resetSubject(NAME)))
  })

  it('ends every page title with it, and names the site with it in the sharing tags', async () => {
    const page = await site.t.request.get(PATHS.courses).expect(200)
    const head = parseHead(page.text)
    expect(head.titles).toEqual([documentTitle(PAGE_HEADS[PATHS.courses].title, { nomeFundacao: NAME })])
    expect(head.titles[0]).toMatch(new RegExp(`— ${NAME}$`))
    expect(one(head.meta, 'og:site_name')).toBe(NAME)
  })

  it('names the site with it in the web app manifest', async () => {
    const manifest = await site.t.request.get('/manifest.webmanifest').expect(200)
    expect(JSON.parse(manifest.text)).toMatchObject({ name: NAME, short_name: NAME })
  })

  it('gives the authenticator app the name as the issuer of the two-factor code', async () => {
    const setup = await site.t.request.post('/usuario/eu/dois-fatores').set('Authorization', site.token).send({ senha: TEST_ADMIN.senha }).expect(200)
    expect(new URL(setup.body.otpauth).searchParams.get('issuer')).toBe(NAME)
  })

  it('prints the name on the volunteer term, and a new name on the next download', async () => {
    const download = async () => {
      const response = await site.t.request.get(VOLUNTEER_TERM_PDF_PATH).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done(null, Buffer.concat(chunks)))
      })
      return pdfTextLines(response.body as Buffer).join(' ')
    }
    expect(await download()).toContain(NAME)
    await site.t.request.put('/configuracoes/contatos').set('Authorization', site.token).send({ nomeFundacao: 'Fundação Renomeada' }).expect(200)
    const renamed = await download()
    expect(renamed).toContain('Fundação Renomeada')
    expect(renamed).not.toContain(NAME)
  })
})
