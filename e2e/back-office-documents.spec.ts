import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/navigation.ts'
import { createStaffMember, signInAs } from './support/staff.ts'
import { samplePdf } from '../src/domain/upload-samples.ts'

// The back office's documents (decision 018): upload a property's documents to R2, mark each public or owner-only.

const PROPERTY_ID = '4100002'

test('fr: a document is uploaded as owner-only, made public under a new name, then deleted; a Word file is refused', async ({
  page,
  context,
  baseURL,
}) => {
  const agent = await createStaffMember('agent', 'fr')
  await signInAs(context, baseURL!, agent)
  const name = `Plan ${Date.now().toString(36)}`
  await gotoHydrated(page, '/admin/documents/')
  await page.getByRole('searchbox', { name: 'Trouver un bien' }).fill(PROPERTY_ID)
  await page.getByRole('link', { name: new RegExp(`réf\\. ${PROPERTY_ID}`) }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/documents/${PROPERTY_ID}/$`))

  const upload = page.getByRole('region', { name: 'Téléverser un document' })
  await upload
    .getByLabel(/^Fichier/)
    .setInputFiles({ name: 'notes.doc', mimeType: 'application/msword', buffer: Buffer.from('not a pdf at all') })
  await upload.getByRole('button', { name: 'Téléverser' }).click()
  await expect(upload.getByRole('alert')).toHaveText('Seuls les fichiers PDF et les photos (JPEG, PNG, WebP) peuvent être téléversés.')

  await upload.getByLabel(/^Fichier/).setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf()) })
  await upload.getByLabel(/^Nom/).fill(name)
  await upload.getByRole('button', { name: 'Téléverser' }).click()
  await expect(upload.getByRole('status')).toHaveText(`Téléversé : ${name}.`)
  const list = page.getByRole('region', { name: 'Documents de ce bien' })
  const row = list.getByRole('listitem').filter({ hasText: name })
  await expect(row).toContainText('Propriétaire seulement')
  await expect(row).toContainText('Téléversé ici')
  await expectNoAxeViolations(page)

  await row.getByRole('button', { name: `Modifier ${name}` }).click()
  await row.getByRole('textbox', { name: 'Nom' }).fill(`${name} (rez)`)
  await row.getByRole('radio', { name: 'Public' }).check()
  await row.getByRole('button', { name: 'Enregistrer' }).click()
  const renamed = list.getByRole('listitem').filter({ hasText: `${name} (rez)` })
  await expect(renamed).toContainText('Public')

  page.once('dialog', (dialog) => void dialog.accept())
  await renamed.getByRole('button', { name: `Supprimer ${name} (rez)` }).click()
  await expect(list.getByText(name)).toHaveCount(0)
})
