import { describe, expect, it } from 'vitest'
import {
  cleanText,
  descriptionParagraphs,
  DESCRIPTION_SUMMARY_LENGTH,
  isEmpty,
  SEARCH_DESCRIPTION_LENGTH,
  summarize,
} from './text-cleaning.ts'

describe('isEmpty (spec §5: null, undefined or blank text)', () => {
  it.each([
    { name: 'null', value: null, expected: true },
    { name: 'undefined', value: undefined, expected: true },
    { name: 'empty string', value: '', expected: true },
    { name: 'spaces', value: '   ', expected: true },
    { name: 'newline and tab', value: '\n\t', expected: true },
    { name: 'no-break space', value: '\u00a0', expected: true },
    { name: 'text', value: 'a', expected: false },
    { name: 'padded text', value: ' a ', expected: false },
    { name: 'zero', value: 0, expected: false },
    { name: 'false', value: false, expected: false },
    { name: 'NaN', value: Number.NaN, expected: false },
    { name: 'empty array', value: [], expected: false },
    { name: 'empty object', value: {}, expected: false },
  ])('$name → $expected', ({ value, expected }) => {
    expect(isEmpty(value)).toBe(expected)
  })
})

describe('cleanText (spec §5: strips tags, decodes entities, collapses whitespace)', () => {
  it.each([
    { name: 'null', html: null, expected: '' },
    { name: 'undefined', html: undefined, expected: '' },
    { name: 'empty', html: '', expected: '' },
    { name: 'paragraphs separate words', html: '<p>Belle villa</p><p>avec jardin</p>', expected: 'Belle villa avec jardin' },
    { name: 'line breaks in every spelling', html: 'Tuin<br>Garage<BR/>Kelder<br />Zolder', expected: 'Tuin Garage Kelder Zolder' },
    { name: 'divs and headings', html: '<div><h2>Ligging</h2>Rustig</div><div>Centrum</div>', expected: 'Ligging Rustig Centrum' },
    { name: 'list items', html: '<ul><li>Tuin</li><li>Garage</li></ul>', expected: 'Tuin Garage' },
    { name: 'inline tags do not split words', html: 'Ver<b>koc</b>ht <a href="/x" class="y">hier</a>', expected: 'Verkocht hier' },
    { name: 'basic entities', html: '&amp; &lt; &gt; &quot; &#39; &apos;', expected: "& < > \" ' '" },
    {
      name: 'accented letters',
      html: '&eacute;&egrave;&ecirc;&agrave;&ccedil;&euml;&iuml;&ocirc;&ucirc;&uuml;&ouml;&auml;&szlig;',
      expected: 'éèêàçëïôûüöäß',
    },
    { name: 'no-break space becomes a plain space', html: '&euro;&nbsp;250.000', expected: '€ 250.000' },
    {
      name: 'typographic punctuation',
      html: '&lsquo;a&rsquo; &ldquo;b&rdquo; c&hellip; d&ndash;e&mdash;f',
      expected: '\u2018a\u2019 \u201cb\u201d c\u2026 d\u2013e\u2014f',
    },
    { name: 'decimal and hex references', html: '&#233;t&#xE9; &#x20AC; &#8364; &#x1F3E1;', expected: 'été € € 🏡' },
    { name: 'unknown entities stay as written', html: '&foo; &copy2; AT&T & co &amp', expected: '&foo; &copy2; AT&T & co &amp' },
    { name: 'references to no character are dropped', html: 'a&#0; &#x110000;b &#xD800;c', expected: 'a b c' },
    {
      name: 'every named entity, not only a table of common ones',
      html: 'c&oelig;ur &OElig;uvre &aelig; &copy; &frac12; &rarr;',
      expected: 'cœur Œuvre æ © ½ →',
    },
    { name: 'escaped markup stays visible text', html: '&lt;b&gt;vet&lt;/b&gt;', expected: '<b>vet</b>' },
    { name: 'decoded once only', html: '&amp;eacute;', expected: '&eacute;' },
    { name: 'whitespace runs collapse and trim', html: '  Belle \n\t villa \r\n ', expected: 'Belle villa' },
    {
      name: 'a typical description',
      html: '<p>Superbe maison&nbsp;4&nbsp;fa&ccedil;ades</p>\n<p><strong>3 ch.</strong> &amp; jardin<br/>\n&agrave; Wavre</p>',
      expected: 'Superbe maison 4 façades 3 ch. & jardin à Wavre',
    },
  ])('$name', ({ html, expected }) => {
    expect(cleanText(html)).toBe(expected)
  })
})

describe('summarize (spec §9 "Limits": 250 characters, word break past 80 %, ellipsis)', () => {
  it.each([
    { name: 'short text unchanged', text: 'Villa avec jardin', max: 20, expected: 'Villa avec jardin' },
    { name: 'exactly max long unchanged', text: 'x'.repeat(20), max: 20, expected: 'x'.repeat(20) },
    { name: 'one over max is cut', text: 'x'.repeat(21), max: 20, expected: `${'x'.repeat(20)}…` },
    // 'Villa avec piscine e|t grand jardin': last space at 18 > 16 (80 % of 20)
    { name: 'cuts at the word break past 80 %', text: 'Villa avec piscine et grand jardin', max: 20, expected: 'Villa avec piscine…' },
    // 'Belle maison de maît|re avec jardin': last space at 15, not past 16
    {
      name: 'cuts at max when the break is too early',
      text: 'Belle maison de maître avec jardin',
      max: 20,
      expected: 'Belle maison de maît…',
    },
    // 'Villa avec piscine et| grand': the slice already ends on a word break
    { name: 'keeps a slice that ends on a break whole', text: 'Villa avec piscine et grand', max: 21, expected: 'Villa avec piscine et…' },
    { name: 'a long word without spaces is cut at max', text: 'a'.repeat(30), max: 20, expected: `${'a'.repeat(20)}…` },
    { name: 'trailing punctuation goes before the ellipsis', text: 'Maison 3 ch., jardin, garage', max: 13, expected: 'Maison 3 ch…' },
    { name: 'trailing dash goes too', text: 'Wavre - centre - gare', max: 8, expected: 'Wavre…' },
    {
      name: 'HTML is cleaned before measuring',
      text: '<p>Belle&nbsp;villa</p><p>4 fa&ccedil;ades &amp; jardin</p>',
      max: 22,
      expected: 'Belle villa 4 façades…',
    },
    { name: 'HTML that cleans to max long is unchanged', text: '<p>Belle</p>  <p>villa</p>', max: 11, expected: 'Belle villa' },
    { name: 'an emoji is not split in half', text: 'ab😀cd', max: 3, expected: 'ab…' },
    { name: 'empty stays empty', text: '', max: 20, expected: '' },
  ])('$name', ({ text, max, expected }) => {
    expect(summarize(cleanText(text), max)).toBe(expected)
  })

  it('defaults to the 250-character description summary', () => {
    const text = 'word '.repeat(60)
    expect(summarize(text)).toBe(`${Array(50).fill('word').join(' ')}…`)
    expect(summarize('x'.repeat(DESCRIPTION_SUMMARY_LENGTH))).toBe('x'.repeat(DESCRIPTION_SUMMARY_LENGTH))
    expect(summarize('x'.repeat(DESCRIPTION_SUMMARY_LENGTH + 1))).toBe(`${'x'.repeat(DESCRIPTION_SUMMARY_LENGTH)}…`)
  })

  it('cuts search descriptions at 100 characters', () => {
    const text = 'maison '.repeat(30)
    // words start every 7 characters; the last break inside the first 100 is at 97
    expect(summarize(text, SEARCH_DESCRIPTION_LENGTH)).toBe(`${Array(14).fill('maison').join(' ')}…`)
  })
})

describe('descriptionParagraphs', () => {
  it('splits at paragraph ends, double line breaks and blank lines, cleaning each part', () => {
    expect(descriptionParagraphs('<p>Belle&nbsp;maison</p><p> <strong>Jardin</strong> </p>Salon<br><br>Cuisine\n\nGarage<p></p>')).toEqual([
      'Belle maison',
      'Jardin',
      'Salon',
      'Cuisine',
      'Garage',
    ])
  })
})
