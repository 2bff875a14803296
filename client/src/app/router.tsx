import { lazy, Suspense } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { SiteLayout } from '../components/layout/site-layout'
import { PageLoading } from '../components/layout/page-loading'
import type { ComponentType } from 'react'

// One chunk per page; the Suspense boundaries (here and in the layout) show the loading message.
const Validator = lazy(() => import('../routes/validator'))
const News = lazy(() => import('../routes/news'))
const NewsArticle = lazy(() => import('../routes/news-article'))
const Search = lazy(() => import('../routes/search'))
const Login = lazy(() => import('../routes/login'))
const ForgotPassword = lazy(() => import('../routes/forgot-password'))
const SetPassword = lazy(() => import('../routes/set-password'))
const CycleRegistration = lazy(() => import('../routes/cycle-registration'))
const DocumentRequest = lazy(() => import('../routes/document-request'))
const IdBasic = lazy(() => import('../routes/id-basic'))
const IdBasicVolunteers = lazy(() => import('../routes/id-basic-volunteers'))
const IdBasicCallList = lazy(() => import('../routes/id-basic-call-list'))
const Privacy = lazy(() => import('../routes/privacy'))
const Accessibility = lazy(() => import('../routes/accessibility'))
const SiteMap = lazy(() => import('../routes/site-map'))
const RegistrationCancel = lazy(() => import('../routes/registration-cancel'))
const Admin = lazy(() => import('../routes/admin'))
const StoredPage = lazy(() => import('../routes/stored-page'))
/** /usj/<anything>: the documents page, whatever follows (old addresses of the former site). */
const AcademicDocuments = () => <StoredPage path={PATHS.academicDocuments} />

const leaf = (path: string, Component: ComponentType, children?: RouteObject[]): RouteObject => ({ path, Component, children })
const index = (Component: ComponentType): RouteObject => ({ index: true, Component })

/**
 * The site's route table (paths from contracts PATHS). React Router matches paths case-insensitively by default. Declarative mode
 * (useRoutes) rather than a data router keeps about 16 KB gzip of router code out of the first load.
 */
export const routes: RouteObject[] = [
  leaf(`${PATHS.admin}/*`, Admin),
  {
    Component: SiteLayout,
    children: [
      leaf(PATHS.validator, Validator),
      leaf(`${PATHS.validator}/:codigo`, Validator),
      leaf(PATHS.news, News),
      leaf(`${PATHS.news}/:slug`, NewsArticle),
      leaf(`${PATHS.academicDocuments}/*`, AcademicDocuments),
      leaf(PATHS.search, Search),
      leaf(PATHS.login, Login),
      leaf(PATHS.forgotPassword, ForgotPassword),
      leaf(PATHS.acceptInvitation, SetPassword),
      leaf(PATHS.resetPassword, SetPassword),
      leaf(PATHS.cycleRegistration, CycleRegistration),
      leaf(PATHS.documentRequest, DocumentRequest),
      leaf(PATHS.idBasic, IdBasic, [
        index(StoredPage),
        leaf(PATHS.idBasicAbout, StoredPage),
        leaf(PATHS.idBasicVolunteers, IdBasicVolunteers),
        leaf(PATHS.idBasicCallList, IdBasicCallList),
      ]),
      leaf(PATHS.privacy, Privacy),
      leaf(PATHS.accessibility, Accessibility),
      leaf(PATHS.siteMap, SiteMap),
      leaf(PATHS.registrationCancel, RegistrationCancel),
      // Every other address: a page staff publish in "Páginas" (decision 50), else the 404.
      leaf('*', StoredPage),
    ],
  },
]

export function AppRoutes() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>
}
