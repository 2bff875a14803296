import { messages, PATHS } from '@site/contracts'
import { ProjectPage } from '../components/page/project-page'
import { InfoCard } from '../components/ui/info-card'
import { PageSection } from '../components/ui/page-section'
import {
  ATTENDANCE_SOON,
  volunteerMeetings,
  volunteerMeetingsSection as section,
  volunteerTrainingProject,
  type VolunteerMeeting,
} from '../page-text/volunteer-training'
import { formatDate, formatTime } from '../lib/format'

function MeetingCard({ meeting }: { meeting: VolunteerMeeting }) {
  return (
    <InfoCard
      title={meeting.nome}
      image={{ src: meeting.foto, alt: messages.pageParts.portraitOf(meeting.palestrante) }}
      badge={section.badge(meeting.id)}
      link={meeting.listaPresenca ? { href: meeting.listaPresenca, label: section.attendanceList, external: true } : undefined}
    >
      <p className="card__meta">
        <time dateTime={`${meeting.data}T${meeting.horario}`}>
          {messages.lectureCard.dateAtTime(formatDate(meeting.data), formatTime(meeting.horario))}
        </time>{' '}
        {section.withSpeaker(meeting.palestrante)}
      </p>
      <p>{meeting.desc}</p>
      {!meeting.listaPresenca && <p className="card__meta">{ATTENDANCE_SOON}</p>}
    </InfoCard>
  )
}

export default function VolunteerTrainingPage() {
  return (
    <ProjectPage path={PATHS.volunteerTraining} content={volunteerTrainingProject}>
      <PageSection title={section.title} intro={section.intro} surface>
        <ul className="grid grid--2" role="list">
          {volunteerMeetings.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard meeting={meeting} />
            </li>
          ))}
        </ul>
      </PageSection>
    </ProjectPage>
  )
}
