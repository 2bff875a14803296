import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { titleName } from '@site/contracts'
import { useSiteContacts } from '../../lib/site-contacts'
import { useSiteMenu } from '../../lib/site-pages'
import { PageLoading } from './page-loading'
import { ErrorPage } from './error-page'
import { AccessibilityBar } from './accessibility-bar'
import { ErrorBoundary } from './error-boundary'
import { Footer } from './footer'
import { NavbarIsland } from './navbar'
import { SKIP_TARGETS } from './skip-targets'
import { WhatsAppButton } from './whatsapp-button'

/** After a client-side navigation, screen readers start at the new content, and the page starts at its top. */
function useFocusMainOnNavigate(main: React.RefObject<HTMLElement | null>, pathname: string) {
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo(0, 0)
    main.current?.focus({ preventScroll: true })
  }, [pathname, main])
}

export function SiteLayout() {
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigate(main, pathname)
  const menu = useSiteMenu()
  const name = titleName(useSiteContacts())
  return (
    <>
      <AccessibilityBar />
      <NavbarIsland items={menu.principal} name={name} />
      <main id={SKIP_TARGETS.content} ref={main} tabIndex={-1}>
        {/* Keyed by path so leaving a crashed page clears the error; the navigation stays usable meanwhile. */}
        <ErrorBoundary key={pathname} fallback={<ErrorPage />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <WhatsAppButton />
      <Footer links={menu.rodape} />
    </>
  )
}
