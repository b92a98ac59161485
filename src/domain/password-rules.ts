// Owner passwords (decision 008): at least 10 characters, and not one of the passwords that attackers
// try first. The list holds only entries of 10 or more characters: shorter ones fail the length rule.

/** Minimum length 10. */
export const PASSWORD_MIN_LENGTH = 10
/** Longer than anyone types; keeps PBKDF2's input bounded. */
export const PASSWORD_MAX_LENGTH = 200

// The commonest passwords of 10+ characters in leaked lists, plus their Belgian keyboard and
// language variants (azerty, wachtwoord, motdepasse, passwort).
const COMMON_PASSWORDS = new Set([
  '0000000000',
  '1111111111',
  '1234567890',
  '0123456789',
  '9876543210',
  '1234512345',
  '123456789a',
  'a123456789',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'azertyuiop',
  'qwertzuiop',
  'qwerty1234',
  'azerty1234',
  'qwerty12345',
  'azerty12345',
  'qwertyuiop1',
  'azertyuiop1',
  'asdfghjkl1',
  'qsdfghjklm',
  'wxcvbn1234',
  'abcdefghij',
  'abc1234567',
  'abcd123456',
  'password12',
  'password123',
  'password1!',
  'password1234',
  'passw0rd123',
  'p@ssw0rd123',
  'p@ssword123',
  'wachtwoord',
  'wachtwoord1',
  'wachtwoord123',
  'motdepasse',
  'motdepasse1',
  'motdepasse123',
  'passwort123',
  'passwort1234',
  'iloveyou123',
  'iloveyou12',
  'jetaime123',
  'ikhouvanjou',
  'welkom1234',
  'welkom12345',
  'bienvenue1',
  'bienvenue123',
  'willkommen1',
  'bonjour123',
  'soleil1234',
  'football123',
  'footballer',
  'basketball',
  'baseball123',
  'princess123',
  'superman123',
  'sunshine123',
  'trustno1234',
  'letmein123',
  'letmein1234',
  'administrator',
  'changeme123',
  'whatever123',
  'starwars123',
  'pokemon123',
  'computer123',
  'michael123',
  'charlie123',
  'liverpool1',
  'chelsea123',
  'anderlecht',
  'standard123',
  'clubbrugge',
  'belgique123',
  'belgium123',
  'belgie1234',
  'bruxelles1',
  'brussel123',
  'immobilier',
  'immobilier1',
  'vastgoed123',
  'maison1234',
  'huis123456',
  'qazwsxedc1',
  'zaq12wsxcde',
  '1234qwerty',
  '1234azerty',
])

export type PasswordProblem = 'required' | 'too-short' | 'too-long' | 'too-common' | 'is-email'

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.trim() === '') return 'required'
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too-short'
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long'
  const folded = password.toLowerCase()
  // One character repeated is as weak as any list entry.
  if (COMMON_PASSWORDS.has(folded) || /^(.)\1*$/.test(folded)) return 'too-common'
  if (email) {
    const address = email.trim().toLowerCase()
    if (folded === address || folded === address.split('@')[0]) return 'is-email'
  }
  return null
}

/** Whether an entry of the common list would pass the length rule (the list test uses it). */
export function commonPasswords(): ReadonlySet<string> {
  return COMMON_PASSWORDS
}
