import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { expectMails, mailsSince } from './support/mails.ts'

// Documents by e-mail (the `documents` form, spec §2 "Property detail"): the documents form of a property with public documents mails the
// visitor a link per document, which downloads the file; a property without any says before sending
// that the agency will send them. The demo publishes the EPC, plans and brochure of every other
// listing (scripts/demo-data/generate-feed.ts); the sync copied their files into the local bucket.

/** La Hulpe: a public EPC certificate and plan, a private planning certificate. */
const WITH_PUBLIC_DOCUMENTS = '/fr/a-vendre/x/y/4100034/'
/** Louvain-la-Neuve: documents, none of them public. */
const WITHOUT_PUBLIC_DOCUMENTS = '/nl/te-koop/x/y/4100001/'

function uniqueAddress(): string {
  return `docs${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@exemple.be`
}

test('fr: documents requested arrive as links in the mail, and a link downloads the PDF as an attachment', async ({ page, request }) => {
  await gotoHydrated(page, WITH_PUBLIC_DOCUMENTS)
  const forms = page.getByRole('region', { name: 'Contactez-nous au sujet de ce bien' })
  await forms.getByRole('tab', { name: 'Documents par e-mail' }).click()
  const panel = forms.getByRole('tabpanel', { name: 'Documents par e-mail' })
  // Documents are online: no note that the agency will send them.
  await expect(panel.getByRole('note')).toHaveCount(0)
  const email = uniqueAddress()
  const since = Date.now() - 1000
  await panel.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Claire')
  await panel.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
  await panel.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email)
  await panel.getByRole('checkbox', { name: /J’accepte que l’agence/ }).check()
  await panel.getByRole('button', { name: 'Envoyer' }).click()
  const promise = 'Nous vous avons envoyé les documents de ce bien par e-mail. Les liens de l’e-mail sont valables 7 jours.'
  await expect(panel.getByRole('status')).toHaveText(promise)

  await expectMails(since, email, 2)
  const mails = mailsSince(since).filter((mail) => mail.includes(email))
  // `\nTo:`: the agency's mail names the visitor in its Reply-To line.
  const visitor = mails.find((mail) => mail.includes(`\nTo: "Claire Martin" <${email}>`))!
  const agency = mails.find((mail) => mail.includes('\nTo: "Immo Dyle" <leads@immo-dyle.be>'))!
  expect(visitor).toContain(promise)
  expect(visitor).toContain('Vos documents (chaque lien est valable 7 jours)')
  // The public ones only: the planning certificate stays with the agency.
  expect(agency).toContain('Documents envoyés au visiteur\u00a0: Certificat PEB, Plan')
  expect(visitor).not.toContain('Renseignements urbanistiques')

  const links = [...new Set(visitor.match(/https?:\/\/[^\s"<>]+\/api\/documents\/[^\s"<>]+/g) ?? [])]
  expect(links).toHaveLength(2)
  const epc = links.find((link) => /\/api\/documents\/4100034:\d+\./.test(link))!
  // The link opens this site (LOCAL_ORIGINS): its path on the site under test.
  const download = await request.get(new URL(epc).pathname + new URL(epc).search)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="(Certificat PEB|Plan)\.pdf"/)
  expect(download.headers()['cache-control']).toBe('private, no-store')
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // A changed link opens nothing.
  const forged = await request.get(
    new URL(epc).pathname.replace(/\.(\d{13})\./, (_, expires: string) => `.${Number(expires) + 86_400_000}.`),
  )
  expect(forged.status()).toBe(404)
})

test('nl: a property without public documents says before sending that the agency will send them, and passes axe', async ({ page }) => {
  await gotoHydrated(page, WITHOUT_PUBLIC_DOCUMENTS)
  const forms = page.getByRole('region', { name: 'Contacteer ons over deze woning' })
  await forms.getByRole('tab', { name: 'Documenten per e-mail' }).click()
  const panel = forms.getByRole('tabpanel', { name: 'Documenten per e-mail' })
  await expect(panel.getByRole('note')).toHaveText('Deze woning heeft nog geen documenten online: het kantoor stuurt ze u toe.')
  await expectNoAxeViolations(page)
})

test('fr: a link past its 7 days answers 410 with the way to ask again, by keyboard, and passes axe', async ({ page }) => {
  // A link signed as the Worker signs them (src/server/signed-token.ts), with the local secret, expired a second ago.
  const secret = /^SESSION_SECRET=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!.trim()
  const subject = '4100034:1'
  const expiresAt = Date.now() - 1000
  const mac = createHmac('sha256', secret).update(`token:document:${subject}:${expiresAt}`).digest('base64url')
  const response = await page.goto(`/api/documents/${subject}.${expiresAt}.${mac}?lang=fr`)
  expect(response?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien a expiré')
  await expectNoAxeViolations(page)
  const again = page.getByRole('link', { name: 'Redemander les documents' })
  await again.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/fr\/a-vendre\/[^/]+\/[^/]+\/4100034\/#contact-agency$/)
})
