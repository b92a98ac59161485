import { describe, expect, it } from 'vitest'
import { selfTimes } from './profile-ssr.ts'

const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber, columnNumber: 0 })

describe('the profile summary bench:ssr -- --profile prints', () => {
  it('adds up each function’s sampled time and lists the largest first, with its share of all samples', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('', '', -1) },
        { id: 2, callFrame: frame('renderElement', 'http://x/assets/framework-abc.js', 13860) },
        { id: 3, callFrame: frame('toJson', 'cloudflare-internal:d1-api', 615) },
      ],
      startTime: 0,
      endTime: 1000,
      samples: [2, 3, 2, 1],
      timeDeltas: [300, 200, 400, 100],
    }
    expect(selfTimes(profile)).toEqual([
      { name: 'renderElement assets/framework-abc.js:13861', ms: 0.7, share: 0.7 },
      { name: 'toJson cloudflare-internal:d1-api:616', ms: 0.2, share: 0.2 },
      { name: '(anonymous) :0', ms: 0.1, share: 0.1 },
    ])
  })
})
