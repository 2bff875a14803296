import { lazy, Suspense } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { SiteLayout } from '../components/layout/site-layout'
import { PageLoading } from '../components/layout/page-loading'
import type { ComponentType } from 'react'

// One chunk per page; the Suspense boundaries (here and in the layout) show the loading message.
const Home = lazy(() => import('../routes/home'))
const Institution = lazy(() => import('../routes/institution'))
const Achievements = lazy(() => import('../routes/achievements'))
const Programs = lazy(() => import('../routes/programs'))
const PastProjects = lazy(() => import('../routes/past-projects'))
const PastProjectGolfinho = lazy(() => import('../routes/past-project-golfinho'))
const PastProjectIdTodos = lazy(() => import('../routes/past-project-id-todos'))
const PastProjectAfetar = lazy(() => import('../routes/past-project-afetar'))
const Courses = lazy(() => import('../routes/courses'))
const CourseNef = lazy(() => import('../routes/course-nef'))
const CourseAi = lazy(() => import('../routes/course-ai'))
const CourseParenting = lazy(() => import('../routes/course-parenting'))
const CourseOfficialWriting = lazy(() => import('../routes/course-official-writing'))
const Validator = lazy(() => import('../routes/validator'))
const News = lazy(() => import('../routes/news'))
const NewsArticle = lazy(() => import('../routes/news-article'))
const AcademicDocuments = lazy(() => import('../routes/academic-documents'))
const Contacts = lazy(() => import('../routes/contacts'))
const Search = lazy(() => import('../routes/search'))
const Login = lazy(() => import('../routes/login'))
const ForgotPassword = lazy(() => import('../routes/forgot-password'))
const SetPassword = lazy(() => import('../routes/set-password'))
const Team = lazy(() => import('../routes/team'))
const Partners = lazy(() => import('../routes/partners'))
const Cycle = lazy(() => import('../routes/cycle'))
const CycleRegistration = lazy(() => import('../routes/cycle-registration'))
const Calendar = lazy(() => import('../routes/calendar'))
const IdIntermediate = lazy(() => import('../routes/id-intermediate'))
const IdIntermediateAbout = lazy(() => import('../routes/id-intermediate-about'))
const IdIntermediateRegistration = lazy(() => import('../routes/id-intermediate-registration'))
const IdIntermediateCallList = lazy(() => import('../routes/id-intermediate-call-list'))
const DocumentRequest = lazy(() => import('../routes/document-request'))
const AssistedTransfer = lazy(() => import('../routes/assisted-transfer'))
const IdBasic = lazy(() => import('../routes/id-basic'))
const IdBasicIndex = lazy(() => import('../routes/id-basic-index'))
const IdBasicAbout = lazy(() => import('../routes/id-basic-about'))
const IdBasicVolunteers = lazy(() => import('../routes/id-basic-volunteers'))
const IdBasicCallList = lazy(() => import('../routes/id-basic-call-list'))
const ActiveProjects = lazy(() => import('../routes/active-projects'))
const ActiveLongevity = lazy(() => import('../routes/active-longevity'))
const CareHomes = lazy(() => import('../routes/care-homes'))
const VolunteerTraining = lazy(() => import('../routes/volunteer-training'))
const YoungFirefighters = lazy(() => import('../routes/young-firefighters'))
const Privacy = lazy(() => import('../routes/privacy'))
const Accessibility = lazy(() => import('../routes/accessibility'))
const SiteMap = lazy(() => import('../routes/site-map'))
const RegistrationCancel = lazy(() => import('../routes/registration-cancel'))
const Admin = lazy(() => import('../routes/admin'))
const NotFound = lazy(() => import('../routes/not-found'))

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
