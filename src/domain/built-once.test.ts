import { describe, expect, it } from 'vitest'
import { builtOnce } from './built-once.ts'

describe('builtOnce', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    let calls = 0
    const value = builtOnce(() => {
      calls += 1
      return { made: calls }
    })
    expect(calls).toBe(0)
    const first = value()
    expect(value()).toBe(first)
    expect(calls).toBe(1)
  })

  it('keeps a made undefined too, without making it again', () => {
    let calls = 0
    const value = builtOnce(() => {
      calls += 1
      return undefined
    })
    value()
    value()
    expect(calls).toBe(1)
  })
})
