import { renderToString } from 'react-dom/server'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { messages } from '@site/contracts'
import CycleRegistrationPage from './cycle-registration'
import DocumentRequestPage from './document-request'
import IdBasicVolunteersPage from './id-basic-volunteers'
import RegistrationCancelPage from './registration-cancel'
import ValidatorPage from './validator'

/** As the server will send them once public pages are rendered there: the HTML a browser without JavaScript gets. */
const html = (Page: ComponentType) =>
  renderToString(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  )

describe('public form pages without JavaScript', () => {
  it.each([
    ['volunteer application', IdBasicVolunteersPage],
    ['document request', DocumentRequestPage],
    ['lecture registration', CycleRegistrationPage],
    ['certificate check', ValidatorPage],
    ['registration cancel', RegistrationCancelPage],
  ])('the %s page says plainly, in a <noscript>, that its form needs JavaScript', (_name, Page) => {
    expect(html(Page)).toMatch(new RegExp(`<noscript>.*${messages.publicForms.needsJavaScript}.*</noscript>`, 's'))
  })
})
