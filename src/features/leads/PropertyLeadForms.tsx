import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LeadForm } from './LeadForm.tsx'
import type { LeadFormContext } from './lead-form-context.ts'
import { LEAD_FORMS, type LeadFormId } from './lead-forms.ts'
import { getViewingSlots } from './lead-form.functions.ts'
import { AnswererNote } from '#/features/broker/index.ts'

/** The property page's forms, in the order of their tabs. */
const PROPERTY_TABS: readonly LeadFormId[] = [
  'contact-me',
  'contact-appointment',
  'rent-appointment',
  'purchase-offer',
  'rental-application',
  'documents',
  'send-to-friend',
]

/**
 * The forms of a property page (decision 007): a visit or more information, an offer or a rental
 * application, the documents by e-mail
 * (when it has any) and sending it to a friend, as tabs (WAI-ARIA tabs pattern: arrow keys move
 * between them, Home and End jump to the ends). Without JavaScript the first form shows.
 *
 * Only the panels opened so far hold their form (decision 023): the server sends the first one, the
 * only one a visitor without JavaScript can reach, and a tab's form is built when the tab is first
 * chosen. The forms of the closed tabs made half the page's markup and much of its hydration. An
 * opened form stays built, so what a visitor typed survives a look at another tab.
 */
export function PropertyLeadForms({
  propertyId,
  goal,
  hasDocuments,
  documentsOnline,
  context,
}: {
  propertyId: number
  goal: number
  hasDocuments: boolean
  /** some of its documents are public: the form mails them at once; otherwise the agency sends them */
  documentsOnline: boolean
  context: LeadFormContext
}) {
  const { t } = useLingui()
  const baseId = useId()
  const [slots, setSlots] = useState(context.slots ?? [])
  const freeSlots = slots.filter((slot) => !slot.full).length
  const labels: Partial<Record<LeadFormId, string>> = {
    'contact-me': t`Visit or question`,
    'contact-appointment': t`Book a viewing`,
    'rent-appointment': t`Book a viewing`,
    'purchase-offer': t`Make an offer`,
    'rental-application': t`Apply to rent`,
    documents: t`Documents by e-mail`,
    'send-to-friend': t`Send to a friend`,
  }
  // A form of the other goal is left out (spec §3: an offer for a sale, an application for a rental);
  // lead-forms.ts says which goal each is for, and the server refuses the rest.
  const tabs = PROPERTY_TABS.filter((form) => (LEAD_FORMS[form].goal ?? goal) === goal && (form !== 'documents' || hasDocuments)).map(
    (form) => ({ form, label: labels[form] ?? form }),
  )
  const [active, setActiveTab] = useState(0)
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]))
  function setActive(index: number) {
    setActiveTab(index)
    setOpened((before) => (before.has(index) ? before : new Set(before).add(index)))
  }
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const isBooking = (form: LeadFormId) => LEAD_FORMS[form].booking === true
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
      <AnswererNote broker={context.broker} />
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
        <div
          key={tab.form}
          role="tabpanel"
          id={`${baseId}-panel-${tab.form}`}
          aria-labelledby={`${baseId}-tab-${tab.form}`}
          hidden={index !== active}
          className="mt-5"
        >
          {!opened.has(index) ? null : isBooking(tab.form) && freeSlots === 0 ? (
            // spec §8 "The appointments are full": the question form still reaches an agent.
            <p role="note" className="rounded-2xl border border-line bg-paper p-6">
              {t`The appointments are full. Ask for a visit with the “Visit or question” form and we will find a time with you.`}
            </p>
          ) : (
            <>
              {tab.form === 'documents' && !documentsOnline && (
                // Said before sending: the visitor knows no links will come at once.
                <p role="note" className="mb-5 rounded-2xl border border-line bg-paper p-5">
                  {t`This property has no documents online yet: the agency will send them to you.`}
                </p>
              )}
              <LeadForm formId={tab.form} context={{ ...context, slots }} subjectId={propertyId} />
            </>
          )}
        </div>
      ))}
    </section>
  )
}
