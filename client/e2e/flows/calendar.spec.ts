import { test } from '@playwright/test'
import { agendaCalendarFile, isoDateInSiteZone, LECTURE_CYCLE_PROJECT, lectureCalendarFile, messages, PATHS } from '@site/contracts'
import { adminHeaders, describedImage } from '../admin/helpers.ts'
import { activateCycleEvent, describeCycleFlow, expect, unique } from './flow-support.ts'

const daysFromToday = (days: number) => isoDateInSiteZone(new Date(Date.now() + days * 86_400_000))
const agendaSection = (page: import('@playwright/test').Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Agenda da fundação' }) })
const lecturesSection = (page: import('@playwright/test').Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Próximas palestras' }) })

describeCycleFlow('calendar, cycle page and subscriptions', () => {
  test('"Próximas palestras" shows lectures from today on and the agenda comes by date, each with "Adicionar à agenda"', async ({ page, request }) => {
    const headers = await adminHeaders(request)
    const tag = unique()
    const lecture = async (titulo: string, data: string) => {
      const body = { titulo, local: 'Auditório', data, horario: '14:30', palestrante: 'Dra. Helena', projeto: LECTURE_CYCLE_PROJECT, subTitulo: 'Encontro', foto: '/media/palestra-2.svg' }
      const created = await request.post('/eventos', { headers, data: body })
      expect(created.status(), await created.text()).toBe(201)
      return ((await created.json()) as { id: number }).id
    }
    await lecture(`Palestra passada ${tag}`, daysFromToday(-3))
    const next = await lecture(`Palestra futura ${tag}`, daysFromToday(6))
    const entry = async (titulo: string, data: string) => {
      const created = await request.post('/conteudo/calendario', { headers, data: { titulo, data } })
      expect(created.status()).toBe(201)
      return ((await created.json()) as { id: number }).id
    }
    const later = await entry(`Janeiro ${tag}`, daysFromToday(40))
    await entry(`Dezembro ${tag}`, daysFromToday(22))
    await entry(`Ontem ${tag}`, daysFromToday(-1))
    try {
      await page.goto(PATHS.calendar)
      const lectures = lecturesSection(page)
      await expect(lectures.getByRole('heading', { name: `Palestra futura ${tag}` })).toBeVisible()
      await expect(lectures.getByText(`Palestra passada ${tag}`)).toHaveCount(0)
      await expect(lectures.getByRole('link', { name: messages.calendarFeed.addToCalendarOf(`Palestra futura ${tag}`) })).toHaveAttribute(
        'href',
        lectureCalendarFile(next),
      )
      const titles = await agendaSection(page).getByRole('heading', { level: 3 }).allTextContents()
      const ours = titles.filter((title) => title.endsWith(tag))
      expect(ours).toEqual([`Dezembro ${tag}`, `Janeiro ${tag}`])
      await expect(agendaSection(page).getByRole('link', { name: messages.calendarFeed.addToCalendarOf(`Janeiro ${tag}`) })).toHaveAttribute(
        'href',
        agendaCalendarFile(later),
      )
      const file = await request.get(agendaCalendarFile(later))
      expect(file.headers()['content-type']).toMatch(/^text\/calendar/)
      expect(await file.text()).toContain(`SUMMARY:Janeiro ${tag}`)
      // The subscription: the feed's address, and the button that subscribes with webcal:.
      await expect(page.getByRole('link', { name: messages.calendarFeed.subscribe })).toHaveAttribute('href', /^webcal:\/\/.+\/eventos\.ics$/)
      await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', '/eventos.ics')
    } finally {
      const items = (await (await request.get('/conteudo/calendario')).json()) as { id: number; titulo: string }[]
      for (const item of items.filter((candidate) => candidate.titulo.endsWith(tag))) await request.delete(`/conteudo/calendario/${item.id}`, { headers })
    }
  })

  test('/ciclo shows the photo chosen in "Fotos das páginas" instead of its drawing', async ({ page, request }) => {
    const headers = await adminHeaders(request)
    const image = await describedImage(request, { red: Math.floor(Math.random() * 256), green: 7, alt: `Plateia do ciclo ${unique()}` })
    const chosen = await request.put('/fotos-paginas/ciclo', { headers, data: { imagemId: image.id } })
    expect(chosen.ok(), await chosen.text()).toBe(true)
    try {
      await page.goto(PATHS.cycle)
      await expect(page.getByRole('img', { name: image.alt })).toBeVisible()
      await expect(page.locator('[style*="projeto-ciclo.svg"], img[src*="projeto-ciclo.svg"]')).toHaveCount(0)
    } finally {
      await request.delete('/fotos-paginas/ciclo', { headers })
    }
  })

  test('an active lecture whose date has passed shows no form, only the notice', async ({ page, request }) => {
    const headers = await adminHeaders(request)
    const titulo = `Palestra de ontem ${unique()}`
    const body = { titulo, local: 'Auditório', data: daysFromToday(-1), horario: '14:30', palestrante: 'Dra. Helena', projeto: LECTURE_CYCLE_PROJECT, subTitulo: 'Encontro', foto: '/media/palestra-2.svg' }
    expect((await request.post('/eventos', { headers, data: body })).status()).toBe(201)
    await activateCycleEvent(request, titulo)
    await page.goto(PATHS.cycleRegistration)
    await expect(page.getByText(messages.events.noActiveEvent)).toBeVisible()
    await expect(page.getByRole('textbox')).toHaveCount(0)
    await expect(page.getByText(titulo)).toHaveCount(0)
  })
})
