import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LeadForm } from './LeadForm'
import type { LeadFormContext } from './lead-form-context'
import { LEAD_FORMS, type LeadFormId } from './lead-forms'
import { getViewingSlots } from './lead-form.functions'

/**
 * The forms of a property page (issue 5): a visit or more information, an offer or a rental
 * application, the documents by e-mail
 * (when it has any) and sending it to a friend, as tabs (WAI-ARIA tabs pattern: arrow keys move
 * between them, Home and End jump to the ends). Without JavaScript the first form shows.
 */
export function PropertyLeadForms({ propertyId, goal, hasDocuments, context }: { propertyId: number; goal: number; hasDocuments: boolean; context: LeadFormContext }) {
  const { t } = useLingui()
  const baseId = useId()
  const [slots, setSlots] = useState(context.slots ?? [])
  const freeSlots = slots.filter((slot) => !slot.full).length
  const tabs: Array<{ form: LeadFormId; label: string }> = [
    { form: 'contact-me', label: t`Visit or question` },
    { form: goal === 0 ? 'contact-appointment' : 'rent-appointment', label: t`Book a viewing` },
    // spec §3: an offer on a property for sale, an application for one for rent (spec §4 Goal: 0 is for sale).
    goal === 0 ? { form: 'purchase-offer', label: t`Make an offer` } : { form: 'rental-application', label: t`Apply to rent` },
    ...(hasDocuments ? [{ form: 'documents' as const, label: t`Documents by e-mail` }] : []),
    { form: 'send-to-friend', label: t`Send to a friend` },
  ]
  const [active, setActive] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const isBooking = (form: LeadFormId) => LEAD_FORMS[form].booking !== undefined
  const bookingOpen = tabs[active] !== undefined && isBooking(tabs[active].form)

  // The page may come from the edge cache: opening the booking refreshes which slots are still free.
  useEffect(() => {
    if (!bookingOpen) return
    let current = true
    getViewingSlots({ data: { propertyId } }).then(
      (fresh) => current && setSlots(fresh),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [bookingOpen, propertyId])

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <section aria-labelledby={`${baseId}-heading`} id="contact-agency" className="scroll-mt-24">
      <h2 id={`${baseId}-heading`} className="font-display text-2xl md:text-3xl">
        {t`Contact us about this property`}
      </h2>
      <div role="tablist" aria-label={t`What would you like?`} className="mt-5 flex flex-wrap gap-2">
        {tabs.map((tab, index) => (
          <button
            key={tab.form}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.form}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${tab.form}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${index === active ? 'border-ink bg-ink text-white' : 'border-line bg-white hover:border-ink'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.form} role="tabpanel" id={`${baseId}-panel-${tab.form}`} aria-labelledby={`${baseId}-tab-${tab.form}`} hidden={index !== active} className="mt-5">
          {isBooking(tab.form) && freeSlots === 0 ? (
            // spec §8 "The appointments are full": the question form still reaches an agent.
            <p role="note" className="rounded-2xl border border-line bg-paper p-6">
              {t`The appointments are full. Ask for a visit with the “Visit or question” form and we will find a time with you.`}
            </p>
          ) : (
            <LeadForm formId={tab.form} context={{ ...context, slots }} subjectId={propertyId} />
          )}
        </div>
      ))}
    </section>
  )
}
