import type { Page } from '@playwright/test'
import { PATHS, PREFERENCE_COOKIES } from '@site/contracts'

/** Every public page of PATHS, plus the forms a visitor may type: aliases and a certificate link. */
export const PUBLIC_ROUTES: string[] = [
  ...Object.values(PATHS).filter((path) => !path.startsWith(PATHS.admin)),
  `${PATHS.validator}/AB12CD34`,
  `${PATHS.academicDocuments}/qualquer`,
]

/** The largest text, as chosen with the accessibility bar on an earlier visit: a cookie the server draws pages with. */
export const chooseLargestText = (page: Page, baseURL: string | undefined) =>
  page.context().addCookies([{ name: PREFERENCE_COOKIES.textScale, value: '200', url: baseURL! }])
