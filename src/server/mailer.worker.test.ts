import { describe, expect, it } from 'vitest'
import { bindingMailer } from './mailer.server.ts'

// The mailer runs in the Worker: mimetext's browser build must assemble the mail inside workerd too.
describe('the send_email mailer', () => {
  it('hands the binding one raw mail with its parts, in workerd', async () => {
    const sent: Array<{ from: string; to: string }> = []
    const binding = { send: async (message: { from: string; to: string }) => void sent.push(message) } as unknown as SendEmail
    await bindingMailer(binding).send({
      from: { email: 'site@immo.be', name: 'Immo' },
      to: { email: 'leads@immo.be', name: 'Agence Liège' },
      subject: 'Visite – Liège',
      text: 'Bonjour',
      html: '<p>Bonjour</p>',
      attachments: [
        {
          filename: 'viewing.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: new TextEncoder().encode('BEGIN:VCALENDAR'),
        },
      ],
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ from: 'site@immo.be', to: 'leads@immo.be' })
  })
})
