/**
 * Turns the static words of client/src/page-text into the seed of the stored pages and menu (decision 45): each
 * page's sections in the order its route draws them today. Run once by generate.ts; the server never imports the
 * client, it reads the generated file.
 */
import { messages, PAGE_HEADS, PATHS, type PageSectionInput, type PublicPath } from '@site/contracts'
import type { SeedMenu, SeedMenuItem, SeedPage } from '../../server/src/db/seed/site-pages-seed.ts'
import { SITE } from '../../client/src/config/site.ts'
import { formatDate, formatTime } from '../../client/src/lib/format.ts'
import { ACADEMIC_DOCUMENTS, academicDocumentsPage } from '../../client/src/page-text/academic-documents.ts'
import { ACHIEVEMENTS, ACHIEVEMENTS_INTRO, achievementsPage } from '../../client/src/page-text/achievements.ts'
import { ASSISTED_TRANSFER, assistedTransferPage } from '../../client/src/page-text/assisted-transfer.ts'
import { contactsPage } from '../../client/src/page-text/contacts.ts'
import { aiBanner, aiFacilitators, aiModules, aiPresentation, aiSections } from '../../client/src/page-text/course-ai.ts'
import * as nef from '../../client/src/page-text/course-nef.ts'
import * as writing from '../../client/src/page-text/course-official-writing.ts'
import * as parenting from '../../client/src/page-text/course-parenting.ts'
import { COURSE_STATUS_LABEL, courses, coursesHero, coursesPurpose, coursesSections } from '../../client/src/page-text/courses.ts'
import * as inclusion from '../../client/src/page-text/digital-inclusion.ts'
import * as home from '../../client/src/page-text/home.ts'
import { INSTITUTION, institutionPage, SDG_GOALS, SDG_TOTAL, sdgUrl } from '../../client/src/page-text/institution.ts'
import * as cycle from '../../client/src/page-text/lecture-cycle.ts'
import { FOOTER_LINKS, NAV_ITEMS } from '../../client/src/page-text/navigation.ts'
import { partnersPage } from '../../client/src/page-text/partners.ts'
import * as past from '../../client/src/page-text/past-projects.ts'
import * as programs from '../../client/src/page-text/programs.ts'
import * as projects from '../../client/src/page-text/projects.ts'
import { teamPage } from '../../client/src/page-text/team.ts'
import type { CardImage, HeroContent, PageCard, Person, ProjectPageContent, ScheduleItem, Stat, TopicGroup } from '../../client/src/page-text/types.ts'
import * as volunteers from '../../client/src/page-text/volunteer-training.ts'

type Section = PageSectionInput

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const paragraphs = (list: readonly string[]) => list.map((text) => `<p>${escapeHtml(text)}</p>`).join('')
const image = (picture: CardImage) => ({ arquivo: picture.src, alt: picture.alt })
/** A banner's background picture says nothing a reader needs: decorative. */
const backdrop = (src: string) => ({ arquivo: src, alt: '' })

const hero = (content: HeroContent, estilo: 'pagina' | 'curso' = 'pagina'): Section => ({
  tipo: 'destaque',
  tituloInicio: content.titleStart,
  tituloFim: content.titleEnd,
  subtitulo: content.subtitle,
  ...(content.image && { imagem: backdrop(content.image) }),
  estilo,
})

const prose = (titulo: string, list: readonly string[], fundo = false): Section => ({ tipo: 'texto', titulo, corpo: paragraphs(list), fundo })

const pageCards = (cards: readonly PageCard[]) =>
  cards.map((card) => ({
    titulo: card.title,
    texto: card.text,
    imagem: image(card.image),
    ...(card.photoPage && { fotoPagina: card.photoPage }),
    link: card.path,
    rotuloLink: card.linkLabel,
  }))

const topics = (group: TopicGroup, fundo: boolean): Section => ({
  tipo: 'topicos',
  titulo: group.title,
  intro: group.intro,
  fundo,
  itens: group.items.map((item) => ({ titulo: item.title, texto: item.text })),
})

const stats = (titulo: string, list: readonly Stat[], fundo: boolean, intro?: string): Section => ({
  tipo: 'numeros',
  titulo,
  intro,
  fundo,
  itens: list.map((stat) => ({ valor: stat.value, rotulo: stat.label })),
})

const people = (titulo: string, list: readonly Person[], fundo: boolean): Section => ({
  tipo: 'pessoas',
  titulo,
  fundo,
  itens: list.map((person) => ({ nome: person.nome, papel: person.papel, bio: person.bio, foto: { arquivo: person.foto, alt: messages.pageParts.portraitOf(person.nome) } })),
})

const schedule = (list: readonly ScheduleItem[]) =>
  list.map((item) => ({ data: item.date, dataFim: item.endDate, horario: item.time, titulo: item.title, detalhe: item.detail, selo: item.badge }))

const offerings = (titulo: string, curso: 'nef' | 'inteligencia-artificial' | 'orientacao-parental' | 'redacao-oficial', fundo: boolean): Section => ({
  tipo: 'lista',
  titulo,
  fundo,
  fonte: 'turmas',
  curso,
})

/** A program or project page (ProjectPage): banner, about with its picture, topics, results, then its own sections. */
const projectPage = (content: ProjectPageContent, extra: Section[] = []): Section[] => [
  hero(content.hero),
  { tipo: 'imagem-texto', titulo: content.about.title, corpo: paragraphs(content.about.paragraphs), imagem: image(content.about.image), fotoPagina: content.photoPage },
  ...(content.topics ? [topics(content.topics, true)] : []),
  ...(content.results ? [stats(content.results.title, content.results.stats, false, content.results.intro)] : []),
  ...extra,
]

const pages: Partial<Record<PublicPath, { modelo: string; secoes: Section[] }>> = {
  [PATHS.home]: {
    modelo: 'home',
    secoes: [
      { tipo: 'destaque', tituloInicio: SITE.name, subtitulo: home.HOME_HERO.tagline, estilo: 'inicio' },
      { tipo: 'cartoes', titulo: home.SHORTCUTS_TITLE, exibicao: 'atalhos', colunas: 4, itens: home.HOME_SHORTCUTS.map((card) => ({ titulo: card.title, texto: card.text, link: card.to })) },
      {
        tipo: 'cartoes',
        titulo: home.PROJECTS_TITLE,
        fundo: true,
        itens: home.HOME_PROJECTS.map((card) => ({ titulo: card.title, texto: card.text, imagem: backdrop(card.image), link: card.to, rotuloLink: home.KNOW_PROJECT })),
      },
      stats(home.IMPACT_TITLE, home.HOME_STATS, false),
      { tipo: 'lista', titulo: home.SOCIAL_TITLE, fundo: true, fonte: 'redes-sociais' },
    ],
  },
  [PATHS.institution]: {
    modelo: 'institution',
    secoes: [
      hero(institutionPage.hero),
      { tipo: 'imagem-texto', titulo: institutionPage.about, corpo: paragraphs(INSTITUTION.about), imagem: backdrop('/media/instituicao.svg') },
      {
        tipo: 'topicos',
        titulo: institutionPage.identity,
        fundo: true,
        colunas: 2,
        itens: [
          { titulo: institutionPage.mission, texto: INSTITUTION.mission },
          { titulo: institutionPage.purpose, texto: INSTITUTION.purpose },
        ],
      },
      { tipo: 'topicos', titulo: institutionPage.values, fundo: true, itens: INSTITUTION.values.map((value) => ({ titulo: value.name, texto: value.text })) },
      {
        tipo: 'topicos',
        titulo: institutionPage.sdgTitle,
        intro: institutionPage.sdgIntro(SDG_TOTAL, SDG_GOALS.length),
        itens: SDG_GOALS.map((goal) => ({
          titulo: institutionPage.sdgName(goal.number, goal.name),
          rotulo: String(goal.number),
          texto: goal.text,
          link: { href: sdgUrl(goal.number), rotulo: institutionPage.sdgName(goal.number, goal.name) },
        })),
      },
    ],
  },
  [PATHS.achievements]: {
    modelo: 'achievements',
    secoes: [
      hero(achievementsPage.hero),
      { tipo: 'cartoes', titulo: achievementsPage.heading, intro: ACHIEVEMENTS_INTRO, exibicao: 'galeria', itens: ACHIEVEMENTS.map((item) => ({ texto: item.caption, imagem: { arquivo: item.image, alt: item.alt } })) },
    ],
  },
  [PATHS.programs]: {
    modelo: 'programs',
    secoes: [
      hero(programs.programsHero),
      prose(programs.programsSections.intro, programs.programsIntro),
      {
        tipo: 'topicos',
        titulo: programs.programsSections.actionAreas,
        fundo: true,
        itens: programs.actionAreas.map((area) => ({ titulo: area.title, texto: area.text, lista: [...area.examples] })),
      },
      prose(programs.programsCommitment.title, [programs.programsCommitment.text]),
      {
        tipo: 'cartoes',
        titulo: programs.programsSections.featured,
        rotulo: programs.programsSections.featured,
        fundo: true,
        exibicao: 'carrossel',
        itens: programs.featuredPrograms.map((program) => ({
          titulo: program.nome,
          texto: program.descricao,
          imagem: { arquivo: program.foto, alt: program.fotoAlt },
          fotoPagina: program.photoPage,
          link: program.link,
          rotuloLink: programs.programsSections.learnMore,
        })),
      },
    ],
  },
  [PATHS.activeProjects]: {
    modelo: 'active-projects',
    secoes: [
      hero(projects.activeProjectsHero),
      {
        tipo: 'cartoes',
        titulo: projects.activeProjectsSection.title,
        intro: projects.activeProjectsSection.intro,
        rotulo: projects.activeProjectsSection.label,
        exibicao: 'carrossel',
        itens: pageCards(projects.activeProjectCards),
      },
    ],
  },
  [PATHS.activeLongevity]: {
    modelo: 'active-longevity',
    secoes: projectPage(projects.longevityProject, [
      {
        tipo: 'cartoes',
        titulo: projects.longevityActivitiesSection.title,
        intro: projects.longevityActivitiesSection.intro,
        rotulo: projects.longevityActivitiesSection.label,
        fundo: true,
        exibicao: 'rolagem',
        itens: pageCards(projects.longevityActivities),
      },
    ]),
  },
  [PATHS.careHomes]: { modelo: 'care-homes', secoes: projectPage(projects.careHomesProject) },
  [PATHS.youngFirefighters]: { modelo: 'young-firefighters', secoes: projectPage(projects.youngFirefightersProject) },
  [PATHS.volunteerTraining]: {
    modelo: 'volunteer-training',
    secoes: projectPage(volunteers.volunteerTrainingProject, [
      {
        tipo: 'cartoes',
        titulo: volunteers.volunteerMeetingsSection.title,
        intro: volunteers.volunteerMeetingsSection.intro,
        fundo: true,
        colunas: 2,
        itens: volunteers.volunteerMeetings.map((meeting) => ({
          titulo: meeting.nome,
          selo: volunteers.volunteerMeetingsSection.badge(meeting.id),
          imagem: { arquivo: meeting.foto, alt: messages.pageParts.portraitOf(meeting.palestrante) },
          detalhes: [
            `${messages.lectureCard.dateAtTime(formatDate(meeting.data), formatTime(meeting.horario))} ${volunteers.volunteerMeetingsSection.withSpeaker(meeting.palestrante)}`,
            ...(meeting.listaPresenca ? [] : [volunteers.ATTENDANCE_SOON]),
          ],
          texto: meeting.desc,
          ...(meeting.listaPresenca && { link: meeting.listaPresenca, rotuloLink: volunteers.volunteerMeetingsSection.attendanceList }),
        })),
      },
    ]),
  },
  [PATHS.pastProjects]: {
    modelo: 'past-projects',
    secoes: [
      hero(past.pastProjectsHero),
      { tipo: 'cartoes', titulo: past.pastProjectsTitle, intro: past.pastProjectsIntro, itens: pageCards(past.pastProjectCards) },
      topics(past.pastProjectsApproach, true),
      stats(past.pastProjectsImpact.title, past.pastProjectsImpact.stats, false, past.pastProjectsImpact.intro),
    ],
  },
  [PATHS.pastProjectGolfinho]: { modelo: 'past-project-golfinho', secoes: projectPage(past.golfinhoProject) },
  [PATHS.pastProjectIdTodos]: { modelo: 'past-project-id-todos', secoes: projectPage(past.idTodosProject) },
  [PATHS.pastProjectAfetar]: { modelo: 'past-project-afetar', secoes: projectPage(past.afetarProject) },
  [PATHS.courses]: {
    modelo: 'courses',
    secoes: [
      hero(coursesHero),
      ...(['Ativo', 'Realizado'] as const).map(
        (status): Section => ({
          tipo: 'cartoes',
          titulo: status === 'Ativo' ? coursesSections.active : coursesSections.completed,
          fundo: status === 'Realizado',
          colunas: status === 'Ativo' ? 2 : 3,
          itens: courses
            .filter((course) => course.status === status)
            .map((course) => ({
              titulo: course.titulo,
              texto: course.descricao,
              imagem: { arquivo: course.imagem, alt: course.imagemAlt },
              selo: COURSE_STATUS_LABEL[course.status],
              link: course.link,
              rotuloLink: messages.pageParts.learnMore,
            })),
        }),
      ),
      prose(coursesPurpose.title, [coursesPurpose.text]),
    ],
  },
  [PATHS.courseNef]: {
    modelo: 'course-nef',
    secoes: [
      hero(nef.nefBanner, 'curso'),
      prose(nef.nefSections.presentation, nef.nefPresentation),
      offerings(nef.nefSections.offerings, 'nef', true),
      {
        tipo: 'cartoes',
        titulo: nef.nefSections.courses,
        itens: nef.nefCourses.map((course) => ({ titulo: course.titulo, texto: course.descricao, link: course.inscricao, rotuloLink: messages.contentPages.signUp })),
      },
      { tipo: 'topicos', titulo: nef.nefSections.howToApply, fundo: true, exibicao: 'passos', itens: nef.nefSteps.map((step) => ({ titulo: step.title, texto: step.text })) },
      prose(nef.nefSections.certification, [nef.nefCertification]),
      { tipo: 'contato', titulo: nef.nefSections.support, intro: nef.nefSections.supportNote(nef.nefSupportHours), fundo: true, exibicao: 'canais' },
      {
        tipo: 'texto',
        titulo: nef.nefSections.links,
        corpo: `<ul>${nef.nefLinks.map((link) => `<li><a href="${link.url}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`,
      },
      { tipo: 'topicos', titulo: nef.nefSections.reasons, fundo: true, itens: nef.nefReasons.map((reason) => ({ titulo: reason.title, texto: reason.text })) },
    ],
  },
  [PATHS.courseAi]: {
    modelo: 'course-ai',
    secoes: [
      hero(aiBanner, 'curso'),
      prose(aiSections.presentation, aiPresentation),
      {
        tipo: 'cartoes',
        titulo: aiSections.program,
        fundo: true,
        colunas: 2,
        itens: aiModules.map((module) => ({ titulo: module.title, selo: module.duration, detalhes: [module.format], texto: module.text })),
      },
      offerings(aiSections.offerings, 'inteligencia-artificial', false),
      people(aiSections.facilitators, aiFacilitators, true),
    ],
  },
  [PATHS.courseParenting]: {
    modelo: 'course-parenting',
    secoes: [
      hero(parenting.parentingBanner, 'curso'),
      prose(parenting.parentingSections.presentation, parenting.parentingPresentation),
      {
        tipo: 'dados-curso',
        titulo: parenting.parentingSections.sessions,
        fundo: true,
        fatos: [{ rotulo: parenting.parentingSections.dates, valor: parenting.parentingDatesBadge }],
        agenda: schedule(parenting.parentingSessions),
      },
      offerings(parenting.parentingSections.offerings, 'orientacao-parental', false),
      people(parenting.parentingSections.lecturer, [parenting.parentingLecturer], true),
    ],
  },
  [PATHS.courseOfficialWriting]: (() => {
    const { section, start, end } = { section: writing.writingSections, start: formatDate(writing.writingPeriods.registration.start), end: formatDate(writing.writingPeriods.registration.end) }
    return {
      modelo: 'course-official-writing',
      secoes: [
        hero(writing.writingBanner, 'curso'),
        prose(section.presentation, writing.writingPresentation),
        {
          tipo: 'dados-curso',
          titulo: section.modules,
          fundo: true,
          fatos: [
            { rotulo: section.registration, valor: section.period(start, end) },
            { rotulo: section.workload, valor: writing.writingWorkload },
          ],
          agenda: schedule(writing.writingModules),
        },
        offerings(section.offerings, 'redacao-oficial', false),
        { tipo: 'topicos', titulo: section.syllabus, fundo: true, itens: writing.writingSyllabus.map((block) => ({ titulo: block.title, lista: [...block.topics] })) },
        people(section.lecturer, [writing.writingLecturer], false),
        {
          tipo: 'topicos',
          titulo: section.information,
          fundo: true,
          itens: [
            { titulo: section.certificate, texto: section.certificateRule(writing.MIN_ATTENDANCE) },
            { titulo: section.information, texto: section.summary(start, end) },
          ],
        },
        { tipo: 'contato', titulo: section.contact, fundo: true, exibicao: 'canais' },
      ],
    }
  })(),
  [PATHS.academicDocuments]: {
    modelo: 'academic-documents',
    secoes: [
      hero({ ...academicDocumentsPage.hero, subtitle: ACADEMIC_DOCUMENTS.intro }),
      {
        tipo: 'imagem-texto',
        titulo: academicDocumentsPage.emecTitle,
        corpo: paragraphs([ACADEMIC_DOCUMENTS.emec.text]),
        imagem: { arquivo: ACADEMIC_DOCUMENTS.emec.qrImage, alt: academicDocumentsPage.qrAlt },
        lado: 'esquerda',
        botoes: [{ rotulo: academicDocumentsPage.emecButton, link: ACADEMIC_DOCUMENTS.emec.url }],
        nota: academicDocumentsPage.address(ACADEMIC_DOCUMENTS.emec.url),
      },
      {
        tipo: 'texto',
        titulo: academicDocumentsPage.requestsTitle,
        fundo: true,
        corpo:
          paragraphs([ACADEMIC_DOCUMENTS.requests.text]) +
          `<p>${academicDocumentsPage.answeredWithin} <strong>${academicDocumentsPage.hours(ACADEMIC_DOCUMENTS.requests.responseHours)}</strong>.</p>`,
        botoes: [
          { rotulo: academicDocumentsPage.request, link: PATHS.documentRequest },
          { rotulo: academicDocumentsPage.transferInfo, link: PATHS.assistedTransfer, estilo: 'contorno', complemento: academicDocumentsPage.transferInfoHidden },
        ],
      },
      {
        tipo: 'texto',
        titulo: academicDocumentsPage.legislationTitle,
        corpo: `<p><strong>${escapeHtml(ACADEMIC_DOCUMENTS.legislation.label)}</strong> – ${escapeHtml(ACADEMIC_DOCUMENTS.legislation.text)}</p>`,
      },
    ],
  },
  [PATHS.assistedTransfer]: {
    modelo: 'assisted-transfer',
    secoes: [
      hero({ ...assistedTransferPage.hero, subtitle: ASSISTED_TRANSFER.intro }),
      {
        tipo: 'texto',
        titulo: assistedTransferPage.steps,
        corpo: `<ol>${ASSISTED_TRANSFER.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
        botoes: [
          { rotulo: assistedTransferPage.requestDocuments, link: PATHS.documentRequest },
          { rotulo: assistedTransferPage.backToServices, link: PATHS.academicDocuments, estilo: 'contorno' },
        ],
      },
      {
        tipo: 'topicos',
        titulo: assistedTransferPage.documents,
        fundo: true,
        colunas: 2,
        itens: ASSISTED_TRANSFER.documents.map((document) => ({
          titulo: document.title,
          texto: document.description,
          ...(document.url ? { link: { href: document.url, rotulo: assistedTransferPage.openDocument } } : { nota: assistedTransferPage.askForCopy }),
        })),
      },
    ],
  },
  [PATHS.contacts]: {
    modelo: 'contacts',
    secoes: [
      hero(contactsPage.hero),
      { tipo: 'contato', titulo: contactsPage.channels, exibicao: 'cartoes' },
      { tipo: 'contato', titulo: contactsPage.directions, fundo: true, exibicao: 'mapa' },
    ],
  },
  [PATHS.team]: { modelo: 'team', secoes: [hero(teamPage.hero), { tipo: 'lista', titulo: teamPage.heading, fonte: 'equipe' }] },
  [PATHS.partners]: { modelo: 'partners', secoes: [hero(partnersPage.hero), { tipo: 'lista', titulo: partnersPage.heading, fonte: 'parceiros' }] },
  [PATHS.cycle]: {
    modelo: 'cycle',
    secoes: [
      hero(cycle.cycleHero),
      {
        ...prose(cycle.cycleSections.about, cycle.cycleIntro),
        botoes: [
          { rotulo: cycle.cycleSections.signUp, link: PATHS.cycleRegistration, estilo: 'destaque' },
          { rotulo: cycle.cycleSections.calendar, link: PATHS.calendar, estilo: 'contorno' },
        ],
      } as Section,
      { tipo: 'topicos', titulo: cycle.cycleSections.howItWorks, fundo: true, itens: cycle.cycleHighlights.map((item) => ({ titulo: item.title, texto: item.text })) },
    ],
  },
  [PATHS.calendar]: {
    modelo: 'calendar',
    secoes: [
      hero(cycle.calendarHero),
      { tipo: 'lista', titulo: cycle.calendarSections.lectures, fonte: 'palestras', imagem: image(cycle.calendarImage), vazia: cycle.NO_LECTURES_MESSAGE },
      { tipo: 'lista', titulo: cycle.calendarSections.agenda, fundo: true, fonte: 'calendario' },
    ],
  },
  [PATHS.idBasic]: {
    modelo: 'id-basic-index',
    secoes: [
      hero(inclusion.idBasicHero),
      { tipo: 'cartoes', titulo: inclusion.digitalInclusionSections.takePart, itens: pageCards(inclusion.idBasicCards) },
      stats(inclusion.digitalInclusionSections.inNumbers, inclusion.idBasicStats, true),
    ],
  },
  [PATHS.idBasicAbout]: {
    modelo: 'id-basic-about',
    secoes: [
      hero(inclusion.idBasicAboutHero),
      prose(inclusion.digitalInclusionSections.aboutCourse, inclusion.idBasicAbout),
      {
        tipo: 'topicos',
        titulo: inclusion.digitalInclusionSections.timeline,
        fundo: true,
        exibicao: 'linha-do-tempo',
        itens: inclusion.idBasicTimeline.map((entry) => ({ rotulo: entry.period, titulo: entry.title, texto: entry.text })),
      },
    ],
  },
  [PATHS.idIntermediate]: {
    modelo: 'id-intermediate',
    secoes: [hero(inclusion.idIntermediateHero), { tipo: 'cartoes', titulo: inclusion.digitalInclusionSections.allAboutCourse, itens: pageCards(inclusion.idIntermediateCards) }],
  },
  [PATHS.idIntermediateAbout]: {
    modelo: 'id-intermediate-about',
    secoes: [
      hero(inclusion.idIntermediateAboutHero),
      prose(inclusion.digitalInclusionSections.aboutCourse, inclusion.idIntermediateAbout),
      stats(inclusion.digitalInclusionSections.workshopFormat, inclusion.idIntermediateFacts, true),
      topics(inclusion.idIntermediateTopics, false),
    ],
  },
  [PATHS.idIntermediateRegistration]: comingSoon('id-intermediate-registration', inclusion.digitalInclusionSections.registration, inclusion.REGISTRATION_SOON),
  [PATHS.idIntermediateCallList]: comingSoon('id-intermediate-call-list', inclusion.digitalInclusionSections.callList, inclusion.CALL_LIST_SOON),
}

/** A page of the intermediate course not published yet (ComingSoonPage): its banner, the notice and the way back. */
function comingSoon(modelo: string, title: string, message: string) {
  return {
    modelo,
    secoes: [
      { tipo: 'destaque', tituloInicio: title, tituloFim: `– ${inclusion.ID_INTERMEDIATE_NAME}`, subtitulo: message } as Section,
      {
        tipo: 'texto',
        corpo: paragraphs([messages.comingSoon.soon(message)]),
        botoes: [{ rotulo: messages.comingSoon.backTo(inclusion.ID_INTERMEDIATE_NAME), link: PATHS.idIntermediate, estilo: 'contorno' }],
      } as Section,
    ],
  }
}

const menuItem = (item: { label: string; to: string; children?: { label: string; to: string }[] }): SeedMenuItem => ({
  rotulo: item.label,
  caminho: item.to,
  ...(item.children && { filhos: item.children.map(menuItem) }),
})

/** Every page with its head (title and description from PAGE_HEADS), and the menu, the footer and the /idbasico links. */
export function buildSeed(): { pages: SeedPage[]; menu: SeedMenu } {
  const seeded = Object.entries(pages).map(([caminho, page]) => {
    const head = PAGE_HEADS[caminho as PublicPath]
    return { caminho, modelo: page!.modelo, conteudo: { titulo: head.title, descricao: head.description, secoes: page!.secoes } }
  })
  return {
    pages: seeded,
    menu: {
      principal: NAV_ITEMS.map(menuItem),
      rodape: FOOTER_LINKS.map(menuItem),
      idbasico: inclusion.idBasicSectionLinks.map((link) => ({ rotulo: link.label, caminho: link.path })),
    },
  }
}
