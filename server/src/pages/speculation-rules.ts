import { PATHS } from '@site/contracts'

/** Where the rules are served: named by the Speculation-Rules header of every page the server draws. */
export const SPECULATION_RULES_PATH = '/regras-de-especulacao.json'

export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'

/**
 * The browser loads the page a visitor is about to open (Speculation Rules API, Chromium; other browsers ignore the
 * header): a link held under the pointer or pressed is prerendered, so the ordinary page load that public
 * navigation is (decision 48) shows at once. Only the site's own pages: not the admin area and sign-in (a single-page
 * app with its own session), not files, not links that open elsewhere or download.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: `${PATHS.login}{/*}?` } },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[download], [target], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})
