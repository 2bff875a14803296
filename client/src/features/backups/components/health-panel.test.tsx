import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { signInForEachTest } from '../../../test/session'
import { HealthPanel } from './health-panel'

const text = messages.monitoring

signInForEachTest()

describe('the dashboard\'s "Saúde do site"', () => {
  it('says all is well when no alert is on', async () => {
    mockFetch({ 'GET /monitoramento': { body: { alertas: [], verificadoEm: '2026-11-26T12:00:00.000Z' } } })
    render(<HealthPanel />)
    expect(await screen.findByRole('region', { name: text.title })).toHaveTextContent(text.allGood)
  })

  it('lists the problems the alerts mailed about, with their kind and since when', async () => {
    mockFetch({
      'GET /monitoramento': {
        body: {
          alertas: [
            { tipo: 'disco', problema: text.problems.diskLow('/srv/fundacao/data', 7), desde: '2026-11-20T15:00:00.000Z' },
            { tipo: 'retencao', problema: text.problems.retentionLate, desde: '2026-11-21T15:00:00.000Z' },
          ],
          verificadoEm: '2026-11-26T12:00:00.000Z',
        },
      },
    })
    render(<HealthPanel />)
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      `Disco: ${text.problems.diskLow('/srv/fundacao/data', 7)} (${text.since('20/11/2026, 12:00')})`,
      `Retenção: ${text.problems.retentionLate} (${text.since('21/11/2026, 12:00')})`,
    ])
  })
})
