import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { expectMails, mailsSince } from './support/mails.ts'
import { createStaffMember, signInAs } from './support/staff.ts'

// Decision 018: a slot series is created and booked from the property page, then cancelled (the
// visitor's mail arrives): an agent makes a series in the back office, a visitor books one of its
// slots on the property page (the confirmation carries an .ics), the agent cancels the booking and
// the visitor's cancellation mail arrives with a METHOD:CANCEL .ics.

/** A demo property for sale that no other end-to-end test books (the demo data has a fixed seed). */
const PROPERTY_ID = '4100002'

/**
 * A Brussels day 3 to 18 days ahead (within the booking form's 21) and an early time that none of
 * the property's slots starts at (`taken`: the text of its slots page). A local database keeps the
 * slots of earlier runs, and the lists below find a slot by its time.
 */
function uniqueSlot(taken: string): { date: string; time: string; until: string } {
  const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
  for (;;) {
    const days = 3 + Math.floor(Math.random() * 16)
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    // Five-minute steps, as the form's time fields take them; before the demo slots' hours.
    const minutes = 6 * 60 + 5 * Math.floor(Math.random() * 30)
    if (!taken.includes(`${clock(minutes)}–`)) return { date, time: clock(minutes), until: clock(minutes + 15) }
  }
}

test('fr: a series made in the back office is booked on the property page, then cancelled: the visitor is mailed', async ({
  page,
  context,
  baseURL,
}) => {
  // Three journeys in one: the back office, the visitor's booking, the back office again, and two mails.
  test.setTimeout(90_000)
  const agent = await createStaffMember('agent', 'fr')
  await signInAs(context, baseURL!, agent)
  const name = `Visiteur${Date.now().toString(36)}`
  const email = `${name.toLowerCase()}@exemple.be`

  await gotoHydrated(page, '/admin/viewings/')
  await expect(page.getByRole('heading', { level: 1, name: 'Visites' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Trouver un bien' }).fill(PROPERTY_ID)
  await page.getByRole('link', { name: new RegExp(`réf\\. ${PROPERTY_ID}`) }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/viewings/${PROPERTY_ID}/$`))
  const form = page.getByRole('region', { name: 'Nouveaux créneaux' })
  await expect(form.getByRole('radio', { name: 'Une série de créneaux' })).toBeChecked()
  const slot = uniqueSlot(await page.locator('main').innerText())
  await expectNoAxeViolations(page)
  await form.getByLabel('Du', { exact: true }).fill(slot.date)
  await form.getByLabel('Jusqu’au (inclus)', { exact: false }).fill(slot.date)
  await form.getByLabel('Le premier créneau commence à').fill(slot.time)
  await form.getByLabel('Le dernier créneau finit au plus tard à').fill(slot.until)
  await form.getByLabel('Durée (minutes)').fill('15')
  // Every weekday: whatever day the date falls on, the series makes its one slot.
  for (const day of ['samedi', 'dimanche']) await form.getByRole('checkbox', { name: day }).check()
  await form.getByRole('button', { name: 'Créer les créneaux' }).click()
  await expect(form.getByRole('status')).toContainText('Créneaux créés : 1.')
  const list = page.getByRole('region', { name: 'Créneaux et réservations' })
  await expect(list.getByText(new RegExp(`^${slot.time}–`))).toBeVisible()

  // The visitor books it from the property page.
  const since = Date.now() - 1000
  const propertyPage = page.getByRole('link', { name: 'Voir sur le site' })
  const path = (await propertyPage.getAttribute('href'))!
  await gotoHydrated(page, path)
  const forms = page.getByRole('region', { name: 'Contactez-nous au sujet de ce bien' })
  await forms.getByRole('tab', { name: 'Réserver une visite' }).click()
  const panel = forms.getByRole('tabpanel', { name: 'Réserver une visite' })
  await panel.getByRole('radio', { name: slot.time, exact: true }).check()
  await panel.getByRole('radio', { name: 'Mme', exact: true }).check()
  await panel.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Claire')
  await panel.getByRole('textbox', { name: 'Nom', exact: true }).fill(name)
  await panel.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email)
  await panel.getByRole('textbox', { name: 'Numéro de téléphone', exact: true }).fill('0470 12 34 56')
  await panel.getByRole('checkbox', { name: /J’accepte que l’agence/ }).check()
  await panel.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page).toHaveURL(/\/fr\/merci\/contact-appointment\/$/)
  await expectMails(since, name, 2)
  const confirmation = mailsSince(since).find((mail) => mail.includes(name) && mail.includes(`<${email}>`) && mail.includes('Confirmé'))!
  expect(confirmation).toContain('Content-Type: text/calendar; charset=utf-8; method=PUBLISH; name="viewing.ics"')
  expect(confirmation).toContain('METHOD:PUBLISH')
  expect(confirmation).toMatch(/DTSTART:\d{8}T\d{6}Z/)

  // The agent sees the booking and cancels it.
  await gotoHydrated(page, `/admin/viewings/${PROPERTY_ID}/`)
  const booking = page.getByRole('list', { name: new RegExp(`Réservations de ${slot.time}`) })
  await expect(booking.getByText(`Claire ${name}`)).toBeVisible()
  await expect(booking.getByRole('link', { name: email })).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  await booking.getByRole('button', { name: `Annuler la réservation de Claire ${name}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'La réservation est annulée' })).toBeVisible()
  await expect(booking.getByText('Annulé', { exact: false })).toBeVisible()
  await expectNoAxeViolations(page)

  await expectMails(since, 'Votre visite est annulée', 1)
  const cancellation = mailsSince(since).find((mail) => mail.includes('Votre visite est annulée'))!
  expect(cancellation).toContain(`<${email}>`)
  expect(cancellation).toContain('METHOD:CANCEL')
  expect(cancellation).toContain('STATUS:CANCELLED')

  // The freed seat is offered again on the property page.
  await gotoHydrated(page, path)
  await page.getByRole('region', { name: 'Contactez-nous au sujet de ce bien' }).getByRole('tab', { name: 'Réserver une visite' }).click()
  await expect(
    page.getByRole('tabpanel', { name: 'Réserver une visite' }).getByRole('radio', { name: slot.time, exact: true }),
  ).toBeEnabled()
})

test('nl: the viewings page speaks the member’s language and a bad property address is not found', async ({ page, context, baseURL }) => {
  const agent = await createStaffMember('agent', 'nl')
  await signInAs(context, baseURL!, agent)
  await gotoHydrated(page, '/admin/viewings/')
  await expect(page.getByRole('heading', { level: 1, name: 'Bezichtigingen' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Een pand zoeken' })).toBeVisible()
  await expectNoAxeViolations(page)
  const response = await page.goto('/admin/viewings/abc/')
  expect(response?.status()).toBe(404)
})
