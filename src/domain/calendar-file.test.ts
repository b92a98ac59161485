import { describe, expect, it } from 'vitest'
import { calendarFile, calendarTime, escapeText, foldLine } from './calendar-file.ts'

const EVENT = {
  uid: 'viewing-lead-abc@agency.example',
  method: 'PUBLISH' as const,
  startsAt: '2026-03-30T08:00:00.000Z',
  endsAt: '2026-03-30T08:30:00.000Z',
  stamp: new Date('2026-03-20T10:11:12.345Z'),
  summary: 'Viewing: House, Uccle (ref. 4123)',
  location: 'Avenue Brugmann 12, 1180 Uccle',
}

const octets = (line: string) => new TextEncoder().encode(line).length

describe('calendar file of a viewing (RFC 5545)', () => {
  it('writes one VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, LOCATION and METHOD:PUBLISH', () => {
    const text = calendarFile(EVENT)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('METHOD:PUBLISH')
    expect(lines).toContain('UID:viewing-lead-abc@agency.example')
    expect(lines).toContain('DTSTAMP:20260320T101112Z')
    expect(lines).toContain('DTSTART:20260330T080000Z')
    expect(lines).toContain('DTEND:20260330T083000Z')
    expect(lines).toContain('SUMMARY:Viewing: House\\, Uccle (ref. 4123)')
    expect(lines).toContain('LOCATION:Avenue Brugmann 12\\, 1180 Uccle')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    // Every line ends with CRLF, none with a bare LF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('cancels with METHOD:CANCEL, the same UID, a higher SEQUENCE and STATUS:CANCELLED', () => {
    const publish = calendarFile(EVENT).split('\r\n')
    const cancel = calendarFile({ ...EVENT, method: 'CANCEL' }).split('\r\n')
    expect(cancel).toContain('METHOD:CANCEL')
    expect(cancel).toContain('STATUS:CANCELLED')
    expect(cancel).toContain(`UID:${EVENT.uid}`)
    expect(publish).toContain('SEQUENCE:0')
    expect(cancel).toContain('SEQUENCE:1')
  })

  it('folds lines longer than 75 octets without splitting a UTF-8 character', () => {
    const summary = `Visite : Maison à Woluwé-Saint-Étienne, ${'é'.repeat(60)} fin`
    const text = calendarFile({ ...EVENT, summary })
    const lines = text.split('\r\n')
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    // Unfolding (RFC 5545 §3.1: remove CRLF followed by one space) gives the line back.
    expect(text.replace(/\r\n /g, '').split('\r\n')).toContain(`SUMMARY:${escapeText(summary)}`)
    expect(text).not.toContain('\uFFFD')
  })

  it('leaves a short line alone and folds a long ASCII one at exactly 75 octets', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short')
    const folded = foldLine('X'.repeat(200)).split('\r\n')
    // 75 octets, then a space and 74 more per line: 75 + 74 + 51 = 200 characters.
    expect(folded.map(octets)).toEqual([75, 75, 52])
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true)
  })

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
    expect(calendarTime('2026-10-25T01:30:00.000Z')).toBe('20261025T013000Z')
  })
})
