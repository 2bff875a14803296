import { Link } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { VlibrasChoice } from '../components/page/vlibras-choice'
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
      <table className="data-table">
        <caption className="visually-hidden">{text.shortcutsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.keyHeader}</th>
            <th scope="col">{text.targetHeader}</th>
          </tr>
        </thead>
        <tbody>
          {text.shortcuts.map((shortcut) => (
            <tr key={shortcut.key}>
              <td>
                <kbd>{shortcut.key}</kbd>
              </td>
              <td>{shortcut.target}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{text.browsers}</p>

      <h2>{text.displayTitle}</h2>
      {text.display.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <h2>{text.librasTitle}</h2>
      {text.libras.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <VlibrasChoice />

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
