import { FEED_PATHS, messages, PATHS, recordId } from '@site/contracts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CALENDAR_CONTENT_TYPE, writeCalendar, type CalendarEvent } from '../../calendar/icalendar.ts'
import { publicOrigin, type Config } from '../../config/env.ts'
import { notFound } from '../../errors.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { findAgendaEntry, listUpcomingAgenda } from '../content/index.ts'
import { findLecture, listUpcomingLectures } from '../lectures/index.ts'
import { agendaEvent, lectureEvent, listFeedNews } from './service.ts'
import { rssFeed } from './rss.ts'

export interface FeedRoutesOptions {
  config: Config
  now: () => Date
}

/** Feed readers and calendar apps ask again on their own schedule; a few minutes' copy is enough. */
const FEED_CACHE = 'public, max-age=600'
/** How often a subscribed calendar should read the feed again. */
const CALENDAR_REFRESH_HOURS = 6

const idParams = z.object({ id: recordId(messages.common.notFound) })
const calendarFile = z.string().describe('Arquivo iCalendar (RFC 5545)')
const tags = ['assinaturas']

/**
 * What visitors subscribe to: the news as RSS 2.0, the upcoming lectures and agenda as an iCalendar feed, and each
 * lecture or agenda entry as a file to add to a calendar, with the UID it has in the feed.
 */
const feedRoutes: FastifyPluginAsyncZod<FeedRoutesOptions> = async (app, { config, now }) => {
  const origin = publicOrigin(config)
  const calendar = (events: CalendarEvent[], name?: string) =>
    writeCalendar(events, { organizer: app.mailer.sender, name, refreshHours: name ? CALENDAR_REFRESH_HOURS : undefined }, now())

  app.get(
    FEED_PATHS.news,
    { schema: { tags, summary: 'Notícias publicadas, em RSS 2.0', response: { 200: z.string().describe('RSS 2.0') } } },
    async (_request, reply) => {
      const channel = {
        title: messages.newsPage.feedTitle,
        description: messages.newsPage.feedDescription,
        link: `${origin}${PATHS.news}`,
        self: `${origin}${FEED_PATHS.news}`,
      }
      const feed = rssFeed(channel, await listFeedNews(app.prisma, origin, now()), now())
      return reply.type('application/rss+xml; charset=utf-8').header('cache-control', FEED_CACHE).send(feed)
    },
  )

  app.get(
    FEED_PATHS.calendar,
    {
      schema: {
        tags,
        summary: 'Próximas palestras e a agenda da fundação, em iCalendar para assinar',
        response: { 200: calendarFile },
      },
    },
    async (_request, reply) => {
      const [lectures, agenda] = await Promise.all([listUpcomingLectures(app.prisma, now()), listUpcomingAgenda(app.prisma, now())])
      const events = [...lectures.map((lecture) => lectureEvent(lecture, origin)), ...agenda.map((entry) => agendaEvent(entry, origin))]
      return reply.type(CALENDAR_CONTENT_TYPE).header('cache-control', FEED_CACHE).send(calendar(events, messages.calendarFeed.name))
    },
  )

  const sendEventFile = (reply: FastifyReply, event: CalendarEvent) =>
    reply
      .type(CALENDAR_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="evento.ics"')
      .header('cache-control', FEED_CACHE)
      .send(calendar([event]))

  app.get(
    '/eventos/:id/evento.ics',
    {
      schema: {
        tags,
        summary: 'Uma palestra do ciclo, em iCalendar para adicionar à agenda',
        params: idParams,
        response: { 200: calendarFile, ...apiErrorResponses(404) },
      },
    },
    async (request, reply) => {
      const lecture = await findLecture(app.prisma, request.params.id)
      if (!lecture) throw notFound(messages.common.notFound)
      return sendEventFile(reply, lectureEvent(lecture, origin))
    },
  )

  app.get(
    '/agenda/:id/evento.ics',
    {
      schema: {
        tags,
        summary: 'Um evento da agenda da fundação, em iCalendar para adicionar à agenda',
        params: idParams,
        response: { 200: calendarFile, ...apiErrorResponses(404) },
      },
    },
    async (request, reply) => {
      const entry = await findAgendaEntry(app.prisma, request.params.id)
      if (!entry) throw notFound(messages.common.notFound)
      return sendEventFile(reply, agendaEvent(entry, origin))
    },
  )
}

export default feedRoutes
