import { describe, expect, it } from 'vitest'
import { headerState } from './header-state.ts'

describe('header state (spec §2 and §4: past 30 px of scroll)', () => {
  it('fixed: stays in the flow and only gains a shadow', () => {
    expect(headerState({ position: 'fixed', logo: 'always' }, true, false)).toEqual({
      position: 'sticky',
      transparent: false,
      logoVisible: true,
      raised: false,
    })
    expect(headerState({ position: 'fixed', logo: 'always' }, true, true)).toEqual({
      position: 'sticky',
      transparent: false,
      logoVisible: true,
      raised: true,
    })
  })
  it('transparent: lies over the banner, then pins white once scrolled', () => {
    expect(headerState({ position: 'transparent', logo: 'always' }, true, false)).toMatchObject({ position: 'absolute', transparent: true })
    expect(headerState({ position: 'transparent', logo: 'always' }, true, true)).toMatchObject({ position: 'fixed', transparent: false })
  })
  it('transparent without a banner behaves as fixed', () => {
    expect(headerState({ position: 'transparent', logo: 'always' }, false, false)).toMatchObject({ position: 'sticky', transparent: false })
  })
  it('shows the logo at once or only after scrolling', () => {
    expect(headerState({ position: 'fixed', logo: 'after-scroll' }, false, false).logoVisible).toBe(false)
    expect(headerState({ position: 'fixed', logo: 'after-scroll' }, false, true).logoVisible).toBe(true)
  })
})
