import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG 2.2 AA rule sets every page must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe-core on the page as it is now and fails with a readable list of violations.
 *
 * axe runs in the page itself (`axe.run`, the builder's legacy mode) rather than in every frame with
 * the results put together in a second, blank page: that second page cost more than the scan. The
 * two differ only for frames of another origin, which legacy mode leaves out, and the site draws none
 * (decision 020: no third party; a video's player is a frame only once the visitor asks for it).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
