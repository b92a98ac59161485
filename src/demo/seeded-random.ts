/** A source of numbers in [0, 1) that repeats for the same seed. */
export type SeededRandom = () => number

/** mulberry32: a tiny 32-bit PRNG, plenty for demo data and pictures, identical on every platform. */
export function mulberry32(seed: number): SeededRandom {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
