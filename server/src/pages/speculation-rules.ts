import { PATHS } from '@site/contracts'

/**
 * The browser loads the page a visitor is about to open (Speculation Rules API, Chromium; other browsers ignore the
 * rules): a link held under the pointer or pressed is prerendered, so the ordinary page load that public navigation
 * is (decision 48) shows at once. Only the site's own pages: not the admin area and sign-in (a single-page app with
 * its own session), not files, not links that open elsewhere or download. Inline in every page the server draws
 * (page-shell.ts), allowed by their hash in the CSP (decision 59): a header naming them made the browser fetch them
 * while the page was loading.
 */
export const SPECULATION_RULES = JSON.stringify({
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

export const speculationRulesScript = `<script type="speculationrules">${SPECULATION_RULES}</script>`
