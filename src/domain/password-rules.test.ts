import { describe, expect, it } from 'vitest'
import { PASSWORD_MIN_LENGTH, commonPasswords, passwordProblem } from './password-rules.ts'

describe('owner password rules (decision 008)', () => {
  it('needs at least 10 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10)
    expect(passwordProblem('Zq8!vbn#p')).toBe('too-short')
    expect(passwordProblem('Zq8!vbn#pW')).toBeNull()
    expect(passwordProblem('')).toBe('required')
    expect(passwordProblem('          ')).toBe('required')
  })

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('ééééé😀😀😀😀x')).toBeNull()
    expect(passwordProblem('😀😀😀😀😀😀😀😀😀')).toBe('too-short')
  })

  it('refuses the commonest passwords in any case, and one character repeated', () => {
    expect(passwordProblem('azertyuiop')).toBe('too-common')
    expect(passwordProblem('Wachtwoord123')).toBe('too-common')
    expect(passwordProblem('MotDePasse1')).toBe('too-common')
    expect(passwordProblem('1234567890')).toBe('too-common')
    expect(passwordProblem('xxxxxxxxxxxx')).toBe('too-common')
  })

  it('keeps only entries the length rule would let through', () => {
    for (const entry of commonPasswords()) expect(entry.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH)
  })

  it('refuses the e-mail address or its name part', () => {
    expect(passwordProblem('marie.dupont@example.be', 'Marie.Dupont@example.be')).toBe('is-email')
    expect(passwordProblem('marie.dupont', 'marie.dupont@example.be')).toBe('is-email')
    expect(passwordProblem('a-long-and-odd-phrase', 'marie.dupont@example.be')).toBeNull()
  })
})
