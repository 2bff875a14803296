import { Link } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { VlibrasChoiceIsland } from '../components/page/vlibras-choice'
import { phoneHref, useSiteContacts } from '../lib/site-contacts'
import { accessibilityPage as text } from '../page-text/accessibility'

export default function AccessibilityPage() {
  const { email, telefone } = useSiteContacts()
  return (
    <section className="container section prose">
      <PageMeta path={PATHS.accessibility} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>

      <h2>{text.shortcutsTitle}</h2>
      <p>{text.shortcutsIntro}</p>
      <ul aria-label={text.shortcutsCaption}>
        {text.shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            <kbd>{shortcut.key}</kbd>: {shortcut.target}
          </li>
        ))}
      </ul>
      <p>{text.browsers}</p>

      <h2>{text.displayTitle}</h2>
      {text.display.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <h2>{text.librasTitle}</h2>
      {text.libras.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <VlibrasChoiceIsland />

      <h2>{text.contactTitle}</h2>
      <p>{text.contact}</p>
      <ul>
        {email && (
          <li>
            {text.writeTo} <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {telefone && (
          <li>
            {text.callTo} <a href={phoneHref(telefone)}>{telefone}</a>
          </li>
        )}
        <li>
          <Link to={PATHS.contacts}>{text.contactPage}</Link>
        </li>
      </ul>
      <p>
        {text.siteMap} <Link to={PATHS.siteMap}>{text.siteMapLink}</Link>
      </p>
    </section>
  )
}
