import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  easeInOutCubic,
  HEADER_SCROLL_THRESHOLD_PX,
  SCROLL_THROTTLE_MS,
  SCROLL_TOP_DURATION_MS,
  SCROLL_TOP_THRESHOLD_PX,
  throttle,
} from './shell-timing.ts'
import { opensInNewTab } from './top-bar-links.ts'
import { TEAM_PAGE_MAX_MEMBERS, teamForPage } from './content-limits.ts'

describe('shell timing (spec §9)', () => {
  afterEach(() => vi.useRealTimers())
  it('has the spec values', () => {
    expect([HEADER_SCROLL_THRESHOLD_PX, SCROLL_TOP_THRESHOLD_PX, SCROLL_THROTTLE_MS, SCROLL_TOP_DURATION_MS]).toEqual([30, 10, 100, 500])
  })
  it('throttles to one call per window and never loses the last one', () => {
    vi.useFakeTimers()
    const calls: number[] = []
    const throttled = throttle(
      (n: number) => calls.push(n),
      100,
      () => Date.now(),
    )
    throttled(1)
    throttled(2)
    throttled(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(100)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(500)
    throttled(4)
    expect(calls).toEqual([1, 3, 4])
  })
  it('eases from 0 to 1', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(1)).toBe(1)
    expect(easeInOutCubic(2)).toBe(1)
  })
})

describe('top-bar links (spec §2)', () => {
  it.each([
    ['https://x.be', true],
    ['http://x.be', true],
    ['//x.be', true],
    ['tel:+32', true],
    ['mailto:a@b.be', true],
    ['/contact/', false],
    ['contact', false],
  ])('%s opens in a new tab: %s', (link, expected) => {
    expect(opensInNewTab(link)).toBe(expected)
  })
})

describe('team page limit (spec §9)', () => {
  it('shows at most 18 members', () => {
    expect(TEAM_PAGE_MAX_MEMBERS).toBe(18)
    expect(teamForPage(Array.from({ length: 25 }, (_, i) => i))).toHaveLength(18)
    expect(teamForPage([1, 2])).toEqual([1, 2])
  })
})
