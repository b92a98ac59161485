// The .ics calendar file a viewing's confirmation mails carry: RFC 5545, one VEVENT, times in UTC. PUBLISH adds the viewing to the reader's calendar;
// CANCEL, with the same UID and a higher SEQUENCE, takes it out again.

export type CalendarEvent = {
  /** stable for one booking: the cancellation names the same event */
  uid: string
  method: 'PUBLISH' | 'CANCEL'
  startsAt: string
  endsAt: string
  /** when the file is made */
  stamp: Date
  summary: string
  location: string
  description?: string
  /** the agency, as the event's organizer */
  organizer?: { name: string; email: string }
}

/** RFC 5545 §3.3.5: a UTC date-time, 19970714T173000Z. */
export function calendarTime(at: string | Date): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, a line break written as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * RFC 5545 §3.1: a line longer than 75 octets goes on in lines that start with a space. Cut
 * between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line holds 75 octets; each following one 74 after its leading space.
    const limit = pieces.length === 0 ? 75 : 74
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

/** The .ics file's text: CRLF lines, folded at 75 octets. */
export function calendarFile(event: CalendarEvent): string {
  const cancel = event.method === 'CANCEL'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Agency website//Viewings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${calendarTime(event.stamp)}`,
    `DTSTART:${calendarTime(event.startsAt)}`,
    `DTEND:${calendarTime(event.endsAt)}`,
    // The cancellation supersedes the confirmation (RFC 5546 §3.2.5).
    `SEQUENCE:${cancel ? 1 : 0}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN="${event.organizer.name.replace(/["\r\n]/g, '')}":mailto:${event.organizer.email}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
