import { Link } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { privacyPage as text, privacySections, PRIVACY_UPDATED_AT } from '../page-text/privacy'
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
      <h1>{text.title}</h1>
      <p className="section__intro">
        {text.updatedAt} <time dateTime={PRIVACY_UPDATED_AT}>{formatDate(PRIVACY_UPDATED_AT)}</time>. {text.intro}
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
      <h2>{text.contactTitle}</h2>
      <p>
        {text.contactStart}{' '}
        {email && (
          <>
            {text.writeTo} <a href={`mailto:${email}`}>{email}</a> {text.or}{' '}
          </>
        )}
        {text.useChannels} <Link to={PATHS.contacts}>{text.contactsLink}</Link>. {text.contactEnd}
      </p>
    </section>
  )
}
