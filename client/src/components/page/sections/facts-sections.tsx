import { PersonCard } from '../../ui/person-card'
import './course-sections.css'
import { ScheduleList } from '../../ui/schedule-list'
import { StatList } from '../../ui/stat-list'
import { imageSource, SectionFrame, type PageImages, type SectionOf } from './section-parts'

/** Big figures with what they count. */
export function FactsSection({ section }: { section: SectionOf<'numeros'> }) {
  return (
    <SectionFrame frame={section}>
      <StatList stats={section.itens.map((item) => ({ value: item.valor, label: item.rotulo }))} />
    </SectionFrame>
  )
}

/** A course's facts (hours, registration period) and its dated sessions. */
export function CourseFactsSection({ section }: { section: SectionOf<'dados-curso'> }) {
  return (
    <SectionFrame frame={section}>
      {section.fatos.length > 0 && (
        <dl className="course-facts">
          {section.fatos.map((fact) => (
            <div key={fact.rotulo}>
              <dt>{fact.rotulo}</dt>
              <dd>{fact.valor}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.agenda.length > 0 && (
        <ScheduleList
          items={section.agenda.map((item) => ({
            date: item.data,
            endDate: item.dataFim,
            time: item.horario ?? '',
            title: item.titulo,
            detail: item.detalhe,
            badge: item.selo,
          }))}
        />
      )}
    </SectionFrame>
  )
}

/** Lecturers and facilitators: one card, or two columns of them. */
export function PeopleSection({ section, images }: { section: SectionOf<'pessoas'>; images: PageImages }) {
  const people = section.itens.map((person) => ({
    nome: person.nome,
    papel: person.papel ?? '',
    bio: person.bio ?? '',
    foto: (person.foto && imageSource(person.foto, images)?.src) ?? '',
  }))
  return (
    <SectionFrame frame={section}>
      {people.length === 1 ? (
        <PersonCard person={people[0]!} />
      ) : (
        <ul className="grid grid--2" role="list">
          {people.map((person) => (
            <li key={person.nome}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  )
}
