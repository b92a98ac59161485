import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { createStaffMember, signInAs } from './support/staff.ts'
import { sampleJpeg } from '../src/domain/upload-samples.ts'

// Decision 018: a testimonial is approved and appears on /temoignages/ with its picture. The page is
// left out of the menu (app.config.ts: 'Unpublished'), but its address works: that is where the
// form lives and where approved testimonials show.

test('fr: a testimonial sent through the public form is approved in the back office and appears on /fr/temoignages/ with its picture', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  const author = `Auteur${Date.now().toString(36)}`
  const visitor = await browser.newContext({ baseURL })
  const form = await visitor.newPage()
  await gotoHydrated(form, '/fr/temoignages/')
  await form.getByRole('textbox', { name: 'Votre nom, tel qu’il apparaîtra', exact: true }).fill(author)
  await form.getByRole('textbox', { name: 'Votre témoignage', exact: true }).fill('Une vente menée de main de maître, merci !')
  await form
    .getByLabel('Une photo (JPEG, PNG ou WebP, 2 Mo au plus)')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(sampleJpeg(40, 30)) })
  await form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('temoin@exemple.be')
  await form.getByRole('checkbox', { name: /J’accepte que l’agence/ }).check()
  await form.getByRole('button', { name: 'Envoyer' }).click()
  await expect(form).toHaveURL(/\/fr\/merci\/contact-testimonial\/$/)
  await gotoHydrated(form, '/fr/temoignages/')
  await expect(form.getByText(author)).toHaveCount(0)

  const agent = await createStaffMember('agent', 'fr')
  await signInAs(context, baseURL!, agent)
  await gotoHydrated(page, '/admin/testimonials/')
  const pending = page.getByRole('region', { name: /En attente d’approbation/ })
  const card = pending.getByRole('article', { name: `Témoignage de ${author}` })
  await expect(card).toBeVisible()
  const staffPicture = card.getByRole('img', { name: `Photo envoyée par ${author}` })
  await expect(staffPicture).toBeVisible()
  await expect.poll(() => staffPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(40)
  await expectNoAxeViolations(page)
  await card.getByRole('button', { name: 'Approuver' }).click()
  await expect(page.getByRole('region', { name: 'Publiés' }).getByRole('article', { name: `Témoignage de ${author}` })).toBeVisible()

  // The visitor's page shows it, with the picture served from the published copy.
  await gotoHydrated(form, '/fr/temoignages/')
  const review = form.getByRole('figure').filter({ hasText: author })
  await expect(review).toContainText('Une vente menée de main de maître, merci !')
  const picture = review.getByRole('img', { name: `Photo envoyée par ${author}` })
  await expect(picture).toHaveAttribute('src', /^\/media\/testimonials\/\d+$/)
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(40)
  await expectNoAxeViolations(form)
  await visitor.close()
})
