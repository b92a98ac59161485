import { describe, expect, it } from 'vitest'
import { activeStartupMs } from './deploy-check.ts'

describe('the startup CPU the deploy check prints', () => {
  it('is the profile time outside "(idle)", garbage collection included, as wrangler counts "Active"', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)' } },
        { id: 2, callFrame: { functionName: '(idle)' } },
        { id: 3, callFrame: { functionName: 'evaluateModule' } },
        { id: 4, callFrame: { functionName: '(garbage collector)' } },
      ],
      samples: [3, 2, 3, 4, 2],
      timeDeltas: [1500, 90_000, 2500, 1000, 40_000],
    }
    expect(activeStartupMs(profile)).toBe(5)
  })
})
