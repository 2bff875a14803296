import { messages, PATHS, type PublicPath } from '@site/contracts'
import { Link } from 'react-router-dom'
import { ID_INTERMEDIATE_NAME } from '../../page-text/digital-inclusion'
import { HeroBanner } from '../layout/hero-banner'
import { PageMeta } from '../layout/page-meta'

/** A page of the intermediate course whose content is not published yet. */
export function ComingSoonPage({ path, title, message }: { path: PublicPath; title: string; message: string }) {
  return (
    <>
      <PageMeta path={path} />
      <HeroBanner titleStart={title} titleEnd={`– ${ID_INTERMEDIATE_NAME}`} subtitle={message} />
      <section className="section">
        <div className="container stack">
          <p>{messages.comingSoon.soon(message)}</p>
          <p>
            <Link to={PATHS.idIntermediate} className="btn btn--outline">
              {messages.comingSoon.backTo(ID_INTERMEDIATE_NAME)}
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
