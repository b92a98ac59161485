import { describe, expect, it } from 'vitest'
import { DOT_BLIND_DOMAINS, mailboxKey, normalizeEmail } from './email-address.ts'

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Marie.Lambert@Example.BE ')).toBe('marie.lambert@example.be')
  })
})

describe('mailboxKey: the spellings of one mailbox count as one sender', () => {
  it.each([
    { email: 'Marie.Lambert@Example.BE', key: 'marie.lambert@example.be' },
    // sub-addressing: the tag goes, wherever the address is
    { email: 'x+1@example.be', key: 'x@example.be' },
    { email: 'X+newsletter+more@Example.be', key: 'x@example.be' },
    // dots count elsewhere: first.last and firstlast may be two people
    { email: 'm.a.rie@example.be', key: 'm.a.rie@example.be' },
    // Gmail ignores dots in the name, on both of its domains
    { email: 'M.a.r.i.e@gmail.com', key: 'marie@gmail.com' },
    { email: 'marie.lambert+2@googlemail.com', key: 'marielambert@googlemail.com' },
    { email: 'marie@GMAIL.COM', key: 'marie@gmail.com' },
    // only the domain itself, not one that ends like it
    { email: 'm.arie@notgmail.com', key: 'm.arie@notgmail.com' },
    // a name that is only a tag or dots is kept as typed
    { email: '+tag@example.be', key: '+tag@example.be' },
    { email: '...@gmail.com', key: '...@gmail.com' },
    // not an address: as typed, lower case
    { email: 'no-at-sign', key: 'no-at-sign' },
  ])('$email → $key', ({ email, key }) => {
    expect(mailboxKey(email)).toBe(key)
  })

  it('ignores dots for Gmail’s two domains only', () => {
    expect([...DOT_BLIND_DOMAINS].sort()).toEqual(['gmail.com', 'googlemail.com'])
  })
})
