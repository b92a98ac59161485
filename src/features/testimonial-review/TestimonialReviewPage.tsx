import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AdminPageHeader, AdminPanel } from '#/admin/AdminFrame.tsx'
import { approveTestimonialFn, editTestimonialFn, rejectTestimonialFn } from './testimonial-review.functions.ts'
import { testimonialReviewQuery } from './testimonial-review-queries.ts'
import { ADMIN_INPUT, DANGER_BUTTON, Outcome, PRIMARY_BUTTON, SECONDARY_BUTTON, errorText } from '#/admin/AdminControls.tsx'
import { formatLongDate } from '#/domain/display-formats.ts'
import { LOCALE_NATIVE_NAMES, type Locale } from '#/i18n/locales.ts'
import type { ReviewedTestimonial } from './testimonial-review.server.ts'

// DESIGN.md "Staff and owners", testimonials: the pending ones with their picture and website, approved (they appear
// on the testimonials page with the picture), edited for a typo, or rejected (picture and all).

function EditForm({ testimonial, onDone }: { testimonial: ReviewedTestimonial; onDone: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const edit = useMutation({
    mutationFn: (body: { author: string; comment: string; about?: string | null }) =>
      editTestimonialFn({ data: { ...body, id: testimonial.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: testimonialReviewQuery().queryKey })
      onDone()
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    edit.mutate({ author: String(form.get('author')), about: String(form.get('about')), comment: String(form.get('comment')) })
  }
  const label = 'block font-medium text-ink'
  return (
    <form onSubmit={submit} className="mt-4 space-y-4">
      <label className={label}>
        {t`Author`}
        <input name="author" required maxLength={100} defaultValue={testimonial.author} className={ADMIN_INPUT} />
      </label>
      <label className={label}>
        {t`About`}
        <input name="about" maxLength={200} defaultValue={testimonial.about ?? ''} className={ADMIN_INPUT} />
      </label>
      <label className={label}>
        {t`Testimonial`}
        <textarea name="comment" required maxLength={2000} rows={5} defaultValue={testimonial.comment} className={`${ADMIN_INPUT} py-3`} />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={edit.isPending}>
          {t`Save`}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {t`Cancel`}
        </button>
      </div>
      {edit.isError && <Outcome kind="failed">{errorText(edit.error, t`The change could not be saved. Please try again.`)}</Outcome>}
    </form>
  )
}

function TestimonialCard({ testimonial }: { testimonial: ReviewedTestimonial }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const act = useMutation({
    mutationFn: async (action: 'approve' | 'reject'): Promise<unknown> =>
      action === 'approve' ? approveTestimonialFn({ data: { id: testimonial.id } }) : rejectTestimonialFn({ data: { id: testimonial.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialReviewQuery().queryKey }),
  })
  const author = testimonial.author
  const stars = testimonial.rating
  return (
    <li className="rounded-2xl border border-line bg-white p-4 md:p-6" data-testimonial={testimonial.id}>
      <article aria-label={t`Testimonial by ${author}`}>
        <div className="flex flex-wrap items-start gap-4">
          {testimonial.hasPicture && (
            <a href={`/api/admin/testimonials/${testimonial.id}/picture`} target="_blank" rel="noreferrer" className="shrink-0">
              <img
                src={`/api/admin/testimonials/${testimonial.id}/picture`}
                alt={t`Picture sent by ${author}`}
                width={96}
                height={96}
                className="size-24 rounded-xl object-cover"
              />
            </a>
          )}
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-semibold text-ink">{author}</h3>
            <p className="text-sm text-muted">
              {[
                testimonial.about,
                LOCALE_NATIVE_NAMES[testimonial.language],
                formatLongDate(testimonial.postedAt, locale),
                stars ? t`${stars} out of 5 stars` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {testimonial.website && (
              <p className="mt-1 text-sm">
                <a href={testimonial.website} target="_blank" rel="noreferrer nofollow" className="break-all text-brand-dark underline">
                  {testimonial.website}
                </a>
              </p>
            )}
          </div>
        </div>
        {editing ? (
          <EditForm testimonial={testimonial} onDone={() => setEditing(false)} />
        ) : (
          <>
            <blockquote lang={testimonial.language} className="mt-4 whitespace-pre-line text-ink">
              {testimonial.comment}
            </blockquote>
            <div className="mt-4 flex flex-wrap gap-2">
              {!testimonial.approved && (
                <button type="button" className={PRIMARY_BUTTON} disabled={act.isPending} onClick={() => act.mutate('approve')}>
                  {t`Approve`}
                </button>
              )}
              <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing(true)}>
                {t`Edit`}
              </button>
              <button
                type="button"
                className={DANGER_BUTTON}
                disabled={act.isPending}
                onClick={() => window.confirm(t`Reject and delete the testimonial of ${author}, with its picture?`) && act.mutate('reject')}
              >
                {testimonial.approved ? t`Remove` : t`Reject`}
              </button>
            </div>
          </>
        )}
        {act.isError && <Outcome kind="failed">{errorText(act.error, t`The change could not be saved. Please try again.`)}</Outcome>}
      </article>
    </li>
  )
}

export function TestimonialReviewPage() {
  const { t } = useLingui()
  const data = useQuery(testimonialReviewQuery())
  return (
    <>
      <AdminPageHeader
        title={t`Testimonials`}
        intro={t`Testimonials sent through the site wait here until you approve them; approved ones appear on the testimonials page with their picture.`}
      />
      {data.isError && <Outcome kind="failed">{t`The list could not be loaded. Please try again.`}</Outcome>}
      {data.data && (
        <div className="space-y-6">
          <AdminPanel title={t`Waiting for approval (${data.data.pending.length})`}>
            {data.data.pending.length === 0 ? (
              <p className="text-muted">{t`No testimonial is waiting.`}</p>
            ) : (
              <ul className="space-y-4">
                {data.data.pending.map((testimonial) => (
                  <TestimonialCard key={testimonial.id} testimonial={testimonial} />
                ))}
              </ul>
            )}
          </AdminPanel>
          <AdminPanel title={t`Published`}>
            {data.data.approved.length === 0 ? (
              <p className="text-muted">{t`No testimonial is published yet.`}</p>
            ) : (
              <ul className="space-y-4">
                {data.data.approved.map((testimonial) => (
                  <TestimonialCard key={testimonial.id} testimonial={testimonial} />
                ))}
              </ul>
            )}
          </AdminPanel>
        </div>
      )}
    </>
  )
}
