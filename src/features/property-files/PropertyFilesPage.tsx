import { useRef, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Link } from '@tanstack/react-router'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { deleteDocumentFn, updateDocumentFn } from './property-files.functions.ts'
import { propertyDocumentsQuery, uploadDocument } from './property-files-queries.ts'
import { ADMIN_INPUT, DANGER_BUTTON, Outcome, PRIMARY_BUTTON, SECONDARY_BUTTON, errorText } from '#/admin/AdminControls.tsx'
import type { PickedProperty } from '#/features/viewing-slots/index.server.ts'
import { formatNumber } from '#/domain/display-formats.ts'
import type { Locale } from '#/i18n/locales.ts'
import { DOCUMENT_ACCEPT, DOCUMENT_KIND_CHOICES, DOCUMENT_NAME_MAX, type AdminDocument, type DocumentKind } from './property-files.ts'

// DESIGN.md "Staff and owners", documents: one property's documents. Uploaded ones are renamed, made public or
// owner-only, deleted; the CRM's are listed with their source, and changed in the CRM.

const KIND_LABELS: Record<DocumentKind, MessageDescriptor> = {
  brochure: msg`Brochure`,
  plan: msg`Plan`,
  epc: msg`Energy certificate`,
  certificate: msg`Certificate`,
  planning: msg`Planning information`,
  other: msg`Other`,
}

function UploadForm({ propertyId, maxBytes }: { propertyId: number; maxBytes: number }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const upload = useMutation({
    mutationFn: (form: FormData) => uploadDocument(propertyId, form),
    onSuccess: async () => {
      formRef.current?.reset()
      await queryClient.invalidateQueries({ queryKey: propertyDocumentsQuery(propertyId).queryKey })
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    upload.mutate(new FormData(event.currentTarget))
  }
  const megabytes = maxBytes / 1024 / 1024
  const label = 'block font-medium text-ink'
  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" encType="multipart/form-data">
      <label className={label}>
        {t`File`}
        <span className="block text-sm font-normal text-muted">{t`A PDF or a picture (JPEG, PNG, WebP), at most ${megabytes} MB.`}</span>
        <input name="file" type="file" required accept={DOCUMENT_ACCEPT} className={`${ADMIN_INPUT} py-2.5`} />
      </label>
      <label className={label}>
        {t`Name`}
        <span className="block text-sm font-normal text-muted">{t`As visitors and owners read it; the file's name when empty.`}</span>
        <input name="name" maxLength={DOCUMENT_NAME_MAX} className={ADMIN_INPUT} />
      </label>
      <label className={label}>
        {t`Kind`}
        <select name="kind" defaultValue="brochure" className={ADMIN_INPUT}>
          {DOCUMENT_KIND_CHOICES.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" name="public" value="true" className="size-5 accent-[var(--color-brand)]" />
        <span>{t`Public: the site offers it to visitors (otherwise only the owner sees it)`}</span>
      </label>
      <button type="submit" className={PRIMARY_BUTTON} disabled={upload.isPending}>
        {upload.isPending ? t`Uploading…` : t`Upload`}
      </button>
      {upload.isSuccess && <Outcome kind="done">{t`Uploaded: ${upload.data.name}.`}</Outcome>}
      {upload.isError && (
        <Outcome kind="failed">{errorText(upload.error, t`The document could not be uploaded. Please try again.`)}</Outcome>
      )}
    </form>
  )
}

function DocumentRow({ propertyId, document }: { propertyId: number; document: AdminDocument }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: propertyDocumentsQuery(propertyId).queryKey })
  const update = useMutation({
    mutationFn: (body: { name: string; public: boolean }) => updateDocumentFn({ data: { ...body, propertyId, documentId: document.id } }),
    onSuccess: async () => {
      await refresh()
      setEditing(false)
    },
  })
  const remove = useMutation({ mutationFn: () => deleteDocumentFn({ data: { propertyId, documentId: document.id } }), onSuccess: refresh })
  const kind = KIND_LABELS[document.kind as DocumentKind] ? i18n._(KIND_LABELS[document.kind as DocumentKind]) : document.kind
  const size = document.size ? `${formatNumber(Math.max(1, Math.round(document.size / 1024)), i18n.locale as Locale)} KB` : null
  const name = document.name
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    update.mutate({ name: String(form.get('name')), public: form.get('public') === 'true' })
  }
  return (
    <li className="p-4" data-document={document.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">{name}</p>
          <p className="text-sm text-muted">
            {[kind, size, document.public ? t`Public` : t`Owner only`, document.source === 'crm' ? t`From the CRM` : t`Uploaded here`]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {document.source === 'crm' && (
            <p className="mt-1 text-sm text-muted">{t`The CRM sync brings it back as the CRM has it: change or remove it in the CRM.`}</p>
          )}
        </div>
        {document.source === 'site' && !editing && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing(true)} aria-label={t`Edit ${name}`}>
              {t`Edit`}
            </button>
            <button
              type="button"
              className={DANGER_BUTTON}
              disabled={remove.isPending}
              onClick={() => window.confirm(t`Delete ${name}?`) && remove.mutate()}
              aria-label={t`Delete ${name}`}
            >
              {t`Delete`}
            </button>
          </div>
        )}
      </div>
      {editing && (
        <form onSubmit={submit} className="mt-3 space-y-3">
          <label className="block font-medium text-ink">
            {t`Name`}
            <input name="name" required maxLength={DOCUMENT_NAME_MAX} defaultValue={name} className={ADMIN_INPUT} />
          </label>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-2 font-medium text-ink">{t`Who sees it`}</legend>
            {[
              { value: 'true', label: t`Public` },
              { value: 'false', label: t`Owner only` },
            ].map((option) => (
              <label
                key={option.value}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:outline-3 has-focus-visible:outline-accent"
              >
                <input
                  type="radio"
                  name="public"
                  value={option.value}
                  defaultChecked={String(document.public) === option.value}
                  className="size-4 accent-[var(--color-brand)]"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={PRIMARY_BUTTON} disabled={update.isPending}>
              {t`Save`}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing(false)}>
              {t`Cancel`}
            </button>
          </div>
        </form>
      )}
      {update.isError && <Outcome kind="failed">{errorText(update.error, t`The change could not be saved. Please try again.`)}</Outcome>}
      {remove.isError && (
        <Outcome kind="failed">{errorText(remove.error, t`The document could not be deleted. Please try again.`)}</Outcome>
      )}
    </li>
  )
}

export function PropertyFilesPage({ propertyId }: { propertyId: number }) {
  const { t } = useLingui()
  const data = useQuery(propertyDocumentsQuery(propertyId))
  const back = (
    <Link to="/admin/documents/" className={SECONDARY_BUTTON}>
      {t`Other property`}
    </Link>
  )
  if (data.isPending) return <AdminPageHeader title={t`Documents`} intro={t`Loading…`} actions={back} />
  if (data.isError)
    return <AdminPageHeader title={t`Documents`} intro={errorText(data.error, t`This property is not in the catalogue.`)} actions={back} />
  const { property, documents, maxBytes } = data.data
  return (
    <>
      <AdminPageHeader title={property.title} intro={`${t`ref.`} ${property.id} · ${property.zip} ${property.town}`} actions={back} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <AdminPanel title={t`Upload a document`}>
          <UploadForm propertyId={property.id} maxBytes={maxBytes} />
        </AdminPanel>
        <AdminPanel title={t`Documents of this property`}>
          {documents.length === 0 ? (
            <p className="text-muted">{t`This property has no documents yet.`}</p>
          ) : (
            <ul className="divide-y divide-line rounded-xl border border-line">
              {documents.map((document) => (
                <DocumentRow key={document.id} propertyId={property.id} document={document} />
              ))}
            </ul>
          )}
        </AdminPanel>
      </div>
    </>
  )
}
