import { messages } from '@site/contracts'
import './banner.css'

type CourseBannerProps = { titleStart: string; titleEnd: string; subtitle: string }

export function CourseBanner({ titleStart, titleEnd, subtitle }: CourseBannerProps) {
  return (
    <header className="course-banner">
      <div className="container">
        <p className="course-banner__eyebrow">{messages.pageParts.courseEyebrow}</p>
        <h1 className="course-banner__title">
          {titleStart} <span className="highlight">{titleEnd}</span>
        </h1>
        <p className="course-banner__subtitle">{subtitle}</p>
      </div>
    </header>
  )
}
