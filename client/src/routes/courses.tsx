import { messages, PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { InfoCard } from '../components/ui/info-card'
import { PageSection } from '../components/ui/page-section'
import { COURSE_STATUS_LABEL, courses, coursesHero, coursesPurpose, coursesSections, type Course } from '../page-text/courses'

function CourseCard({ course }: { course: Course }) {
  return (
    <InfoCard
      title={course.titulo}
      image={{ src: course.imagem, alt: course.imagemAlt }}
      badge={COURSE_STATUS_LABEL[course.status]}
      link={{ href: course.link, label: messages.pageParts.learnMore }}
    >
      <p>{course.descricao}</p>
    </InfoCard>
  )
}

function CourseList({ items, className }: { items: readonly Course[]; className: string }) {
  return (
    <ul className={className} role="list">
      {items.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  )
}

export default function CoursesPage() {
  const active = courses.filter((course) => course.status === 'Ativo')
  const completed = courses.filter((course) => course.status === 'Realizado')
  return (
    <>
      <PageMeta path={PATHS.courses} />
      <HeroBanner {...coursesHero} />
      <PageSection title={coursesSections.active}>
        <CourseList items={active} className="grid grid--2" />
      </PageSection>
      <PageSection title={coursesSections.completed} surface>
        <CourseList items={completed} className="grid grid--3" />
      </PageSection>
      <PageSection title={coursesPurpose.title}>
        <p className="prose">{coursesPurpose.text}</p>
      </PageSection>
    </>
  )
}
