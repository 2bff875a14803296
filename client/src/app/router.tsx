import { Suspense } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { SiteLayout } from '../components/layout/site-layout'
import { PageLoading } from '../components/layout/page-loading'
import type { ComponentType } from 'react'
import { lazyPage } from './lazy-page'

// One chunk per page; the Suspense boundaries (here and in the layout) show the loading message.
const Home = lazyPage(() => import('../routes/home'), import.meta.env.SSR && 'home')
const Institution = lazyPage(() => import('../routes/institution'), import.meta.env.SSR && 'institution')
const Achievements = lazyPage(() => import('../routes/achievements'), import.meta.env.SSR && 'achievements')
const Programs = lazyPage(() => import('../routes/programs'), import.meta.env.SSR && 'programs')
const PastProjects = lazyPage(() => import('../routes/past-projects'), import.meta.env.SSR && 'past-projects')
const PastProjectGolfinho = lazyPage(() => import('../routes/past-project-golfinho'), import.meta.env.SSR && 'past-project-golfinho')
const PastProjectIdTodos = lazyPage(() => import('../routes/past-project-id-todos'), import.meta.env.SSR && 'past-project-id-todos')
const PastProjectAfetar = lazyPage(() => import('../routes/past-project-afetar'), import.meta.env.SSR && 'past-project-afetar')
const Courses = lazyPage(() => import('../routes/courses'), import.meta.env.SSR && 'courses')
const CourseNef = lazyPage(() => import('../routes/course-nef'), import.meta.env.SSR && 'course-nef')
const CourseAi = lazyPage(() => import('../routes/course-ai'), import.meta.env.SSR && 'course-ai')
const CourseParenting = lazyPage(() => import('../routes/course-parenting'), import.meta.env.SSR && 'course-parenting')
const CourseOfficialWriting = lazyPage(() => import('../routes/course-official-writing'), import.meta.env.SSR && 'course-official-writing')
const Validator = lazyPage(() => import('../routes/validator'), import.meta.env.SSR && 'validator')
const News = lazyPage(() => import('../routes/news'), import.meta.env.SSR && 'news')
const NewsArticle = lazyPage(() => import('../routes/news-article'), import.meta.env.SSR && 'news-article')
const AcademicDocuments = lazyPage(() => import('../routes/academic-documents'), import.meta.env.SSR && 'academic-documents')
const Contacts = lazyPage(() => import('../routes/contacts'), import.meta.env.SSR && 'contacts')
const Search = lazyPage(() => import('../routes/search'), import.meta.env.SSR && 'search')
const Login = lazyPage(() => import('../routes/login'), import.meta.env.SSR && 'login')
const ForgotPassword = lazyPage(() => import('../routes/forgot-password'), import.meta.env.SSR && 'forgot-password')
const SetPassword = lazyPage(() => import('../routes/set-password'), import.meta.env.SSR && 'set-password')
const Team = lazyPage(() => import('../routes/team'), import.meta.env.SSR && 'team')
const Partners = lazyPage(() => import('../routes/partners'), import.meta.env.SSR && 'partners')
const Cycle = lazyPage(() => import('../routes/cycle'), import.meta.env.SSR && 'cycle')
const CycleRegistration = lazyPage(() => import('../routes/cycle-registration'), import.meta.env.SSR && 'cycle-registration')
const Calendar = lazyPage(() => import('../routes/calendar'), import.meta.env.SSR && 'calendar')
const IdIntermediate = lazyPage(() => import('../routes/id-intermediate'), import.meta.env.SSR && 'id-intermediate')
const IdIntermediateAbout = lazyPage(() => import('../routes/id-intermediate-about'), import.meta.env.SSR && 'id-intermediate-about')
const IdIntermediateRegistration = lazyPage(() => import('../routes/id-intermediate-registration'), import.meta.env.SSR && 'id-intermediate-registration')
const IdIntermediateCallList = lazyPage(() => import('../routes/id-intermediate-call-list'), import.meta.env.SSR && 'id-intermediate-call-list')
const DocumentRequest = lazyPage(() => import('../routes/document-request'), import.meta.env.SSR && 'document-request')
const AssistedTransfer = lazyPage(() => import('../routes/assisted-transfer'), import.meta.env.SSR && 'assisted-transfer')
const IdBasic = lazyPage(() => import('../routes/id-basic'), import.meta.env.SSR && 'id-basic')
const IdBasicIndex = lazyPage(() => import('../routes/id-basic-index'), import.meta.env.SSR && 'id-basic-index')
const IdBasicAbout = lazyPage(() => import('../routes/id-basic-about'), import.meta.env.SSR && 'id-basic-about')
const IdBasicVolunteers = lazyPage(() => import('../routes/id-basic-volunteers'), import.meta.env.SSR && 'id-basic-volunteers')
const IdBasicCallList = lazyPage(() => import('../routes/id-basic-call-list'), import.meta.env.SSR && 'id-basic-call-list')
const ActiveProjects = lazyPage(() => import('../routes/active-projects'), import.meta.env.SSR && 'active-projects')
const ActiveLongevity = lazyPage(() => import('../routes/active-longevity'), import.meta.env.SSR && 'active-longevity')
const CareHomes = lazyPage(() => import('../routes/care-homes'), import.meta.env.SSR && 'care-homes')
const VolunteerTraining = lazyPage(() => import('../routes/volunteer-training'), import.meta.env.SSR && 'volunteer-training')
const YoungFirefighters = lazyPage(() => import('../routes/young-firefighters'), import.meta.env.SSR && 'young-firefighters')
const Privacy = lazyPage(() => import('../routes/privacy'), import.meta.env.SSR && 'privacy')
const Accessibility = lazyPage(() => import('../routes/accessibility'), import.meta.env.SSR && 'accessibility')
const SiteMap = lazyPage(() => import('../routes/site-map'), import.meta.env.SSR && 'site-map')
const RegistrationCancel = lazyPage(() => import('../routes/registration-cancel'), import.meta.env.SSR && 'registration-cancel')
const Admin = lazyPage(() => import('../routes/admin'), import.meta.env.SSR && 'admin')
const NotFound = lazyPage(() => import('../routes/not-found'), import.meta.env.SSR && 'not-found')

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
      index(Home),
      leaf(PATHS.institution, Institution),
      leaf(PATHS.achievements, Achievements),
      leaf(PATHS.programs, Programs),
      leaf(PATHS.pastProjects, PastProjects),
      leaf(PATHS.pastProjectGolfinho, PastProjectGolfinho),
      leaf(PATHS.pastProjectIdTodos, PastProjectIdTodos),
      leaf(PATHS.pastProjectAfetar, PastProjectAfetar),
      leaf(PATHS.courses, Courses),
      leaf(PATHS.courseNef, CourseNef),
      leaf(PATHS.courseAi, CourseAi),
      leaf(PATHS.courseParenting, CourseParenting),
      leaf(PATHS.courseOfficialWriting, CourseOfficialWriting),
      leaf(PATHS.validator, Validator),
      leaf(`${PATHS.validator}/:codigo`, Validator),
      leaf(PATHS.news, News),
      leaf(`${PATHS.news}/:slug`, NewsArticle),
      leaf(`${PATHS.academicDocuments}/*`, AcademicDocuments),
      leaf(PATHS.contacts, Contacts),
      leaf(PATHS.search, Search),
      leaf(PATHS.login, Login),
      leaf(PATHS.forgotPassword, ForgotPassword),
      leaf(PATHS.acceptInvitation, SetPassword),
      leaf(PATHS.resetPassword, SetPassword),
      leaf(PATHS.team, Team),
      leaf(PATHS.partners, Partners),
      leaf(PATHS.cycle, Cycle),
      leaf(PATHS.cycleRegistration, CycleRegistration),
      leaf(PATHS.calendar, Calendar),
      leaf(PATHS.idIntermediate, IdIntermediate),
      leaf(PATHS.idIntermediateAbout, IdIntermediateAbout),
      leaf(PATHS.idIntermediateRegistration, IdIntermediateRegistration),
      leaf(PATHS.idIntermediateCallList, IdIntermediateCallList),
      leaf(PATHS.documentRequest, DocumentRequest),
      leaf(PATHS.assistedTransfer, AssistedTransfer),
      leaf(PATHS.idBasic, IdBasic, [
        index(IdBasicIndex),
        leaf(PATHS.idBasicAbout, IdBasicAbout),
        leaf(PATHS.idBasicVolunteers, IdBasicVolunteers),
        leaf(PATHS.idBasicCallList, IdBasicCallList),
      ]),
      leaf(PATHS.activeProjects, ActiveProjects),
      leaf(PATHS.activeLongevity, ActiveLongevity),
      leaf(PATHS.careHomes, CareHomes),
      leaf(PATHS.volunteerTraining, VolunteerTraining),
      leaf(PATHS.youngFirefighters, YoungFirefighters),
      leaf(PATHS.privacy, Privacy),
      leaf(PATHS.accessibility, Accessibility),
      leaf(PATHS.siteMap, SiteMap),
      leaf(PATHS.registrationCancel, RegistrationCancel),
      leaf('*', NotFound),
    ],
  },
]

export function AppRoutes() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>
}
