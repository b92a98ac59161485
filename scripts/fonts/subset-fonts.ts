// npm run fonts:subset — cuts the @fontsource-variable files down to the characters and weights the
// site uses (scripts/fonts/font-subsets.ts) and writes them to src/styles/fonts/, which is committed:
// the build serves those files and does not run this. Re-run after changing the character set or
// upgrading the @fontsource packages, and commit the result (the unit test compares them).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { FONT_CHARACTERS, FONT_SUBSETS, FONTS_FOLDER, KEPT_FEATURES, type FontSubset } from './font-subsets.ts'

const require = createRequire(import.meta.url)

export async function buildSubset(subset: FontSubset): Promise<Buffer> {
  const source = readFileSync(require.resolve(subset.source))
  return subsetFont(source, FONT_CHARACTERS, {
    targetFormat: 'woff2',
    keepFeatures: [...KEPT_FEATURES],
    variationAxes: { wght: subset.wght },
  })
}

if (import.meta.main) {
  mkdirSync(FONTS_FOLDER, { recursive: true })
  for (const subset of FONT_SUBSETS) {
    const font = await buildSubset(subset)
    writeFileSync(join(FONTS_FOLDER, subset.file), font)
    const before = readFileSync(require.resolve(subset.source)).length
    console.log(`${subset.file.padEnd(28)}${`${(font.length / 1024).toFixed(1)} KB`.padStart(9)}  (from ${(before / 1024).toFixed(1)} KB)`)
  }
}
