import { PATHS } from '@site/contracts'

/** Every public page of PATHS, plus the forms a visitor may type: aliases and a certificate link. */
export const PUBLIC_ROUTES: string[] = [
  ...Object.values(PATHS).filter((path) => !path.startsWith(PATHS.admin)),
  `${PATHS.validator}/AB12CD34`,
  `${PATHS.academicDocuments}/qualquer`,
]

/** Where the accessibility bar keeps the chosen text size (lib/preferences.ts). */
export const TEXT_SCALE_KEY = 'a11y:text-scale'
