import { Link } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { privacySections, PRIVACY_UPDATED_AT } from '../page-text/privacy'
import { formatDate } from '../lib/format'
import { fetchPrivacySettings } from '../lib/privacy-settings'
import { useSiteContacts } from '../lib/site-contacts'
import { usePageData } from '../lib/page-data'

export default function PrivacyPage() {
  const { email } = useSiteContacts()
  const settings = usePageData('privacidade', fetchPrivacySettings)
  const retentionDays = settings.status === 'ready' ? settings.data.diasRetencaoDocumentos : undefined
  return (
    <section className="container section prose">
      <PageMeta path={PATHS.privacy} />
      <h1>Aviso de privacidade</h1>
      <p className="section__intro">
        Atualizado em <time dateTime={PRIVACY_UPDATED_AT}>{formatDate(PRIVACY_UPDATED_AT)}</time>. Explicamos aqui, de
        forma simples, o que fazemos com os dados pessoais enviados pelos formulários deste site.
      </p>
      {privacySections(retentionDays).map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <h2>Como falar conosco</h2>
      <p>
        Para exercer seus direitos ou tirar dúvidas sobre privacidade,{' '}
        {email && (
          <>
            escreva para <a href={`mailto:${email}`}>{email}</a> ou{' '}
          </>
        )}
        use os canais da página de <Link to={PATHS.contacts}>contatos</Link>. Respondemos em até 15 dias. Se não ficar satisfeito, você também pode
        procurar a Autoridade Nacional de Proteção de Dados (ANPD).
      </p>
    </section>
  )
}
