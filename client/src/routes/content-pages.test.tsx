import { PATHS } from '@site/contracts'
import { render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ActiveLongevity from './active-longevity'
import ActiveProjects from './active-projects'
import Calendar from './calendar'
import CareHomes from './care-homes'
import CourseAi from './course-ai'
import CourseNef from './course-nef'
import CourseOfficialWriting from './course-official-writing'
import CourseParenting from './course-parenting'
import Courses from './courses'
import Cycle from './cycle'
import IdBasic from './id-basic'
import IdBasicAbout from './id-basic-about'
import IdBasicIndex from './id-basic-index'
import IdIntermediate from './id-intermediate'
import IdIntermediateAbout from './id-intermediate-about'
import IdIntermediateCallList from './id-intermediate-call-list'
import IdIntermediateRegistration from './id-intermediate-registration'
import PastProjectAfetar from './past-project-afetar'
import PastProjectGolfinho from './past-project-golfinho'
import PastProjectIdTodos from './past-project-id-todos'
import PastProjects from './past-projects'
import Programs from './programs'
import VolunteerTraining from './volunteer-training'
import YoungFirefighters from './young-firefighters'

// The calendar loads GET /palestras; here the server has no lecture scheduled.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })))
})
afterEach(() => vi.unstubAllGlobals())

const pages: [string, ComponentType][] = [
  [PATHS.programs, Programs],
  [PATHS.pastProjects, PastProjects],
  [PATHS.pastProjectGolfinho, PastProjectGolfinho],
  [PATHS.pastProjectIdTodos, PastProjectIdTodos],
  [PATHS.pastProjectAfetar, PastProjectAfetar],
  [PATHS.courses, Courses],
  [PATHS.courseNef, CourseNef],
  [PATHS.courseAi, CourseAi],
  [PATHS.courseParenting, CourseParenting],
  [PATHS.courseOfficialWriting, CourseOfficialWriting],
  [PATHS.cycle, Cycle],
  [PATHS.calendar, Calendar],
  [PATHS.idIntermediate, IdIntermediate],
  [PATHS.idIntermediateAbout, IdIntermediateAbout],
  [PATHS.idIntermediateRegistration, IdIntermediateRegistration],
  [PATHS.idIntermediateCallList, IdIntermediateCallList],
  [PATHS.activeProjects, ActiveProjects],
  [PATHS.activeLongevity, ActiveLongevity],
  [PATHS.careHomes, CareHomes],
  [PATHS.volunteerTraining, VolunteerTraining],
  [PATHS.youngFirefighters, YoungFirefighters],
]

function renderPage(path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  )
}

function renderIdBasic(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${PATHS.idBasic}/*`} element={<IdBasic />}>
          <Route index element={<IdBasicIndex />} />
          <Route path="conheca" element={<IdBasicAbout />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

const link = (name: string | RegExp) => screen.getByRole('link', { name })

describe('content pages', () => {
  it.each(pages)('%s has exactly one <h1> and no skipped heading level', (path, Page) => {
    renderPage(path, Page)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))
    levels.forEach((level, position) => expect(level - (levels[position - 1] ?? 0)).toBeLessThanOrEqual(1))
  })

  it('/idbasico and /idbasico/conheca each end up with one <h1> inside the section layout, with the 2022–2025 timeline in order', () => {
    const { unmount } = renderIdBasic(PATHS.idBasic)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('navigation', { name: /inclusão digital básica/i })).toBeInTheDocument()
    unmount()
    renderIdBasic(PATHS.idBasicAbout)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const timeline = screen.getByRole('heading', { name: /^2022/ }).closest('ol')!
    const years = within(timeline)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading').textContent?.slice(0, 4))
    expect(years).toEqual(['2022', '2023', '2024', '2025'])
  })

  it('the /idbasico hub links its three cards and shows the applicant figures', () => {
    renderIdBasic(PATHS.idBasic)
    const main = screen.getByRole('heading', { name: 'Participe do projeto' }).closest('section')!
    expect(within(main).getByRole('link', { name: 'Saiba mais: Conheça o projeto' })).toHaveAttribute('href', PATHS.idBasicAbout)
    expect(within(main).getByRole('link', { name: 'Participar: Seja voluntário' })).toHaveAttribute('href', PATHS.idBasicVolunteers)
    expect(within(main).getByRole('link', { name: 'Informações: CHAMADA 2025' })).toHaveAttribute('href', PATHS.idBasicCallList)
    for (const figure of ['132', '472']) expect(screen.getByText(figure)).toBeInTheDocument()
    expect(screen.getAllByText('400')).toHaveLength(2)
  })

  it('/ciclo links to the registration form and the calendar', () => {
    renderPage(PATHS.cycle, Cycle)
    expect(link('Inscreva-se')).toHaveAttribute('href', PATHS.cycleRegistration)
    expect(link('Ver Calendário')).toHaveAttribute('href', PATHS.calendar)
  })

  it('/calendario says when no lecture is scheduled', async () => {
    renderPage(PATHS.calendar, Calendar)
    expect(await screen.findByText('Nenhuma palestra agendada no momento.')).toBeInTheDocument()
  })

  it('/cursos shows the active course as Em Andamento and the others as Realizado, linking all four pages', () => {
    renderPage(PATHS.courses, Courses)
    const active = screen.getByRole('heading', { name: 'Curso em andamento' }).closest('section')!
    expect(within(active).getByText('Em Andamento')).toBeInTheDocument()
    expect(within(active).getByRole('link')).toHaveAttribute('href', PATHS.courseNef)
    expect(screen.getAllByText('Realizado')).toHaveLength(3)
    for (const path of [PATHS.courseAi, PATHS.courseParenting, PATHS.courseOfficialWriting]) {
      expect(screen.getAllByRole('link').some((anchor) => anchor.getAttribute('href') === path)).toBe(true)
    }
  })

  it('/cursos/nef offers five external Inscreva-se links that open in a new tab', () => {
    renderPage(PATHS.courseNef, CourseNef)
    const signUps = screen.getAllByRole('link', { name: /^Inscreva-se: .*\(abre em nova aba\)$/ })
    expect(signUps).toHaveLength(5)
    for (const anchor of signUps) {
      expect(anchor).toHaveAttribute('target', '_blank')
      expect(anchor.getAttribute('href')).toMatch(/^https:\/\/www\.escolavirtual\.gov\.br\//)
    }
    expect(screen.getByText(/13h às 19h/)).toBeInTheDocument()
  })

  it('/cursos/orientacao-parental shows the May and June dates in the badge and in the session list alike', () => {
    renderPage(PATHS.courseParenting, CourseParenting)
    expect(screen.getByText(/15, 22 e 29 de maio e 05 de junho/)).toBeInTheDocument()
    for (const date of ['15/05/2024', '22/05/2024', '29/05/2024', '05/06/2024']) {
      expect(screen.getByText(date)).toBeInTheDocument()
    }
    expect(screen.queryByText(/abril/i)).toBeNull()
  })

  it('/voluntariado lists four meetings at 14:00 with the attendance list still to come', () => {
    renderPage(PATHS.volunteerTraining, VolunteerTraining)
    expect(screen.getAllByText(/às 14:00/)).toHaveLength(4)
    expect(screen.getAllByText('Lista de presença em breve')).toHaveLength(4)
  })

  it('/programas links each featured program to its page', () => {
    renderPage(PATHS.programs, Programs)
    expect(screen.getByRole('link', { name: 'Saiba mais: Longevidade Ativa' })).toHaveAttribute('href', PATHS.activeLongevity)
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3)
  })
})
