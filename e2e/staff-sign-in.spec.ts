import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { openDatabase } from '../scripts/development/d1-access.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { mailsSince } from './support/mails.ts'
import { gotoHydrated } from './support/navigation.ts'
import { createStaffMember, signInAs, type TestStaffMember } from './support/staff.ts'

// Signing in to the back office (decision 018): the operator's command invites, the mail's link registers a passkey in
// Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain), the member signs out
// and back in with it; an agent cannot reach the staff page or its endpoint.

const run = promisify(execFile)

// Every test comes from its own address: sign-in attempts are counted per IP.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 250) + 1}` })
})

/** A passkey authenticator built into the browser: user present and verified at once, like Touch ID. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/** A usable invitation link's token for a member, written as the site writes it (only its hash kept). */
async function invitationFor(member: TestStaffMember): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const { db, close } = await openDatabase(false)
  try {
    await db
      .prepare('INSERT INTO staff_invitations (token_hash, staff_id, expires_at) VALUES (?, ?, ?)')
      .bind(createHash('sha256').update(token).digest('hex'), member.id, new Date(Date.now() + 3600_000).toISOString())
      .run()
  } finally {
    await close()
  }
  return token
}

async function removeStaff(email: string) {
  const { db, close } = await openDatabase(false)
  try {
    await db.prepare('DELETE FROM staff_members WHERE email = ?').bind(email).run()
  } finally {
    await close()
  }
}

test('fr: invited from the command, registers a passkey from the mail, signs out and signs in with it', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow()
  const email = `nina-${randomUUID()}@agency.test`
  try {
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page)
    const since = Date.now() - 1000
    const { stdout } = await run('node', [
      'scripts/operations/staff-account.ts',
      'invite',
      '--email',
      email,
      '--role',
      'admin',
      '--name',
      'Nina Admin',
      '--language',
      'fr',
      '--site',
      baseURL!,
    ])
    expect(stdout).toContain(email)

    await expect.poll(() => mailsSince(since).find((mail) => mail.includes(email)), { timeout: 15_000 }).toBeTruthy()
    const mail = mailsSince(since).find((mail) => mail.includes(email))!
    expect(mail).toContain('Votre accès au back-office')
    const link = /https?:\/\/[^\s"<>]+\/admin\/register\/\?token=[A-Za-z0-9_-]{43}/.exec(mail)![0]
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin)

    await gotoHydrated(page, link.slice(new URL(link).origin.length))
    await expect(page.getByRole('heading', { level: 1, name: 'Enregistrez votre clé d’accès' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Nommez cette clé d’accès').fill('Portable e2e')
    await page.getByRole('button', { name: 'Enregistrer ma clé d’accès' }).click()
    await expect(page).toHaveURL(/\/admin\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]!.isResidentCredential).toBe(true)

    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(page).toHaveURL(/\/admin\/sign-in\/\?signed-out=1&lng=fr$/)
    await expect(page.getByRole('status')).toContainText('Vous êtes déconnecté')
    await expectNoAxeViolations(page)
    expect((await context.cookies()).find((cookie) => cookie.name === '__Host-staff')).toBeUndefined()
    // The link is spent: it says so, with a 4xx.
    const spent = await page.request.get(link, { maxRedirects: 0 })
    expect(spent.status()).toBe(410)
    expect(await spent.text()).toContain('déjà été utilisé')

    await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click()
    await expect(page).toHaveURL(/\/admin\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()

    await gotoHydrated(page, '/admin/profile/')
    await expect(page.getByText('Portable e2e')).toBeVisible()
    await expect(page.getByText(/dernière utilisation/)).toBeVisible()
    await expectNoAxeViolations(page)
    // The only passkey cannot be removed.
    await expect(page.getByRole('button', { name: /Supprimer/ })).toHaveCount(0)
    // The back office switches to the language chosen in the profile at once.
    await page.getByLabel('Langue du back-office').selectOption('nl')
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Afmelden', exact: true })).toBeVisible()
  } finally {
    await removeStaff(email)
  }
})

test('a browser without the passkey is told clearly, and a spent or unknown link says so with a 4xx', async ({ page, context }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(context, page)
  await gotoHydrated(page, '/admin/sign-in/?lng=en')
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false })
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('alert')).toContainText(/No passkey was used|This passkey does not open/)
  await expectNoAxeViolations(page)

  const unknown = await page.goto(`/admin/register/?token=${'A'.repeat(43)}`)
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('alert')).toBeVisible()
  const malformed = await page.goto('/admin/register/?token=..%2F..')
  expect(malformed?.status()).toBe(404)
})

test('an agent reaches neither the staff page nor its endpoint; an admin does', async ({ page, context, baseURL }) => {
  test.slow()
  const agent = await createStaffMember('agent', 'nl')
  const admin = await createStaffMember('admin', 'nl')
  try {
    await signInAs(context, baseURL!, agent)
    const page403 = await page.goto('/admin/staff/')
    expect(page403?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible()
    await expect(page.getByText(admin.email)).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Medewerkers' })).toHaveCount(0)

    await context.clearCookies()
    await signInAs(context, baseURL!, admin)
    // Opened from the dashboard, the staff page asks its server function from the browser (decision 033).
    await gotoHydrated(page, '/admin/')
    // The staff list's own read: the server function whose answer lists the agent.
    const staffRead = page.waitForResponse(
      async (response) => response.url().includes('/_serverFn/') && (await response.text().catch(() => '')).includes(agent.email),
    )
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Medewerkers' }).click()
    const staffAnswer = await staffRead
    const staffListUrl = staffAnswer.url()
    expect(staffAnswer.headers()['cache-control']).toBe('private, no-store')
    expect(staffAnswer.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(page.getByRole('listitem').filter({ hasText: agent.email })).toBeVisible()
    await expectNoAxeViolations(page)
    await gotoHydrated(page, '/admin/audit/')
    await expect(page.getByRole('heading', { level: 1, name: 'Auditlogboek' })).toBeVisible()
    await expectNoAxeViolations(page)

    // The same server function asked with the agent's session: refused by the admin middleware.
    await context.clearCookies()
    await signInAs(context, baseURL!, agent)
    // As the browser sends it from our page (Start refuses a server function call from elsewhere first).
    const refused = await page.request.get(staffListUrl, {
      headers: { 'x-tsr-serverFn': 'true', Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ error: 'forbidden', code: 'forbidden' })
    expect(refused.headers()['cache-control']).toBe('private, no-store')
  } finally {
    await removeStaff(agent.email)
    await removeStaff(admin.email)
  }
})
