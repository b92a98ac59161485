import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FIELD_INPUT_CLASS, FieldError } from '#/components/FormFeedback.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import { formatLongDate, formatNumber } from '#/domain/display-formats.ts'
import {
  BRUSSELS_ABATEMENT_CEILING,
  BRUSSELS_MIN_EPC_CLASSES,
  BRUSSELS_PER_EPC_CLASS,
  DUTY_RATES_IN_FORCE_ON,
  NEW_BUILD_VAT,
  type DutyResult,
} from '#/domain/registration-duties.ts'
import { NOTARY_VAT } from '#/domain/notary-fees.ts'
import type { Region } from '#/domain/regions.ts'
import { hrefFor } from '#/i18n/path-table.ts'
import {
  EPC_CLASSES_MAX,
  PRICE_MAX,
  RATE_MAX_PERCENT,
  REGIONS,
  YEARS_MAX,
  parseCalculator,
  type CalculatorField,
  type CalculatorFields,
  type CalculatorResult,
  type FieldError as FieldErrorCode,
} from './calculator-input.ts'
import { formatAmount, formatInputAmount } from './amount-format.ts'

const REGION_NAMES: Record<Region, MessageDescriptor> = {
  flanders: msg`Flanders`,
  wallonia: msg`Wallonia`,
  brussels: msg`Brussels-Capital Region`,
}

const percentText = (value: number) => `${formatNumber(value, 'en', 3)}\u00a0%`
const priceMax = formatAmount(PRICE_MAX)
const rateMax = RATE_MAX_PERCENT
const yearsMax = YEARS_MAX
const epcMin = BRUSSELS_MIN_EPC_CLASSES
const epcMax = EPC_CLASSES_MAX

const ERROR_TEXTS: Record<FieldErrorCode, MessageDescriptor> = {
  'price-missing': msg`Enter the purchase price in euros, for example 350.000.`,
  'price-invalid': msg`Write the price in figures, for example 350.000.`,
  'price-range': msg`The price must be more than € 0 and at most ${priceMax}.`,
  'region-missing': msg`Choose the region of the property.`,
  'land-missing': msg`Enter the land share of the price (the seller or developer gives it).`,
  'land-invalid': msg`Write the land share in figures, for example 90.000.`,
  'land-range': msg`The land share cannot be more than the price.`,
  'epc-invalid': msg`Choose no commitment, or a gain of ${epcMin} to ${epcMax} EPC classes.`,
  'own-invalid': msg`Write your own contribution in figures, for example 50.000 (or 0).`,
  'own-range': msg`Your own contribution is too large.`,
  'loan-invalid': msg`Write the amount to borrow in figures, for example 280.000.`,
  'rate-invalid': msg`Write the rate as a percentage, for example 3,3.`,
  'rate-range': msg`The rate must be between 0 and ${rateMax} %.`,
  'years-invalid': msg`Write the term as a whole number of years, for example 25.`,
  'years-range': msg`The term must be between 1 and ${yearsMax} years.`,
}

/** The rule that set the duty, in words: "2 % — sole own home, Flanders" (decision 022). */
function useDutyRule(): (duty: DutyResult) => string {
  const { t } = useLingui()
  const locale = useLocale()
  return (duty) => {
    const rate = percentText(duty.ratePercent)
    const abatement = formatAmount(duty.abatement)
    const reduction = formatAmount(duty.reduction)
    switch (duty.rule) {
      case 'flanders-standard':
        return t`${rate} — not a sole own home, Flanders`
      case 'flanders-sole-home':
        return t`${rate} — sole own home, Flanders`
      case 'flanders-sole-home-modest':
        return t`${rate} less ${reduction} — sole own modest home, Flanders`
      case 'wallonia-standard':
        return t`${rate} — not a sole own home, Wallonia`
      case 'wallonia-sole-home':
        return t`${rate} — sole own home, Wallonia`
      case 'brussels-standard':
        return t`${rate} — not a sole own home, Brussels`
      case 'brussels-sole-home-over-ceiling': {
        const ceiling = formatAmount(BRUSSELS_ABATEMENT_CEILING)
        return t`${rate} on the whole price — sole own home above ${ceiling}, Brussels`
      }
      case 'brussels-sole-home-abatement':
        return t`${rate} after ${abatement} free of duty — sole own home, Brussels`
      case 'brussels-sole-home-renovation-abatement':
        return t`${rate} after ${abatement} free of duty — sole own home with an EPC commitment, Brussels`
    }
  }
}

function Row({
  label,
  value,
  detail,
  strong,
  testId,
}: {
  label: string
  value: string
  detail?: string
  strong?: boolean
  testId?: string
}) {
  return (
    <div
      className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 ${strong ? 'border-t-2 border-ink' : 'border-t border-line'}`}
    >
      <dt className={strong ? 'font-semibold' : 'text-muted'}>
        {label}
        {detail && <span className="block text-sm text-muted">{detail}</span>}
      </dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-display text-2xl' : 'font-semibold'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function Results({ result, contact }: { result: CalculatorResult; contact: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const dutyRule = useDutyRule()
  const { costs, mortgage } = result
  const validFrom = formatLongDate(DUTY_RATES_IN_FORCE_ON, locale)
  const buildingVat = percentText(NEW_BUILD_VAT.per100k / 1000)
  const feesVat = percentText(NOTARY_VAT.per100k / 1000)
  return (
    <>
      <dl>
        <Row label={t`Registration duties`} detail={dutyRule(costs.duty)} value={formatAmount(costs.duty.duty)} testId="duty" />
        {result.buildingShare > 0 && (
          <Row
            label={t`VAT on the building (${buildingVat})`}
            detail={t`on ${formatAmount(result.buildingShare)}`}
            value={formatAmount(costs.buildingVat)}
            testId="building-vat"
          />
        )}
        <Row label={t`Notary’s fees`} detail={t`legal scale`} value={formatAmount(costs.notary.fees)} testId="notary-fees" />
        <Row
          label={t`Other deed costs`}
          detail={t`administrative costs, writing duty, transcription`}
          value={formatAmount(costs.notary.otherCosts)}
          testId="other-costs"
        />
        <Row label={t`VAT on the fees (${feesVat})`} value={formatAmount(costs.notary.vat)} testId="fees-vat" />
        <Row label={t`Total costs`} value={formatAmount(costs.totalCosts)} strong testId="total-costs" />
        <Row
          label={t`Total to finance`}
          detail={t`price and costs`}
          value={formatAmount(costs.totalToFinance)}
          strong
          testId="total-to-finance"
        />
      </dl>
      <p role="note" className="mt-4 rounded-xl border border-accent/40 bg-accent/10 p-4 text-sm leading-relaxed">
        {t`An estimate, with the rates in force on ${validFrom}. The notary works out the exact amounts with your situation; the mortgage deed’s costs are not included.`}
      </p>
      <h3 className="mt-8 font-display text-xl">{t`Your mortgage`}</h3>
      <dl className="mt-2">
        <Row
          label={t`Monthly payment`}
          detail={t`${formatAmount(result.loan)} over ${result.years} years at ${percentText(result.ratePercent)}`}
          value={formatAmount(mortgage.monthlyPayment)}
          strong
          testId="monthly-payment"
        />
        <Row label={t`Total interest`} value={formatAmount(mortgage.totalInterest)} testId="total-interest" />
      </dl>
      <p className="mt-3 text-sm text-muted">{t`Monthly rate equivalent to the annual rate, as Belgian lenders quote it. The bank’s offer decides.`}</p>
      <div className="mt-6">{contact}</div>
    </>
  )
}

type Props = {
  /** the fields to start from: a listing's prefill, or the own page's query */
  initial: CalculatorFields
  /** the form was sent (the own page answers a query): errors show at once */
  submitted: boolean
  /** where the visitor reaches the agency: the listing's forms, or the contact page */
  contactHref: string
  /** the heading's level and text: the own page has its h1 above */
  heading?: string
  /** a listing's calculator says the price and region come from the listing */
  forListing?: boolean
}

/**
 * The purchase-cost calculator (decision 022): registration duties with the rule that
 * applied, the notary's fees, other deed costs and VAT, the total to finance, and a mortgage's
 * monthly payment. A GET form to the own page, which answers it without JavaScript; with
 * JavaScript every change updates the answer in place.
 */
export function PurchaseCostCalculator({ initial, submitted, contactHref, heading, forListing }: Props) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const id = useId()
  const [fields, setFields] = useState<CalculatorFields>(initial)
  const [touched, setTouched] = useState<ReadonlySet<CalculatorField>>(() => new Set())
  const [showAll, setShowAll] = useState(submitted)
  const results = useRef<HTMLDivElement>(null)
  const parsed = useMemo(() => parseCalculator(fields), [fields])
  const { result } = parsed
  const shownError = (field: CalculatorField) => (showAll || touched.has(field) ? parsed.errors[field] : undefined)
  // The loan follows the total to finance minus the contribution until the visitor writes another.
  const proposedLoan = result ? formatInputAmount(result.proposedLoan) : ''
  const loanText = fields.loan.trim() === '' || fields.loan === fields.loanfor ? proposedLoan : fields.loan

  function set(field: CalculatorField, value: string) {
    setFields((current) => {
      const next = { ...current, [field]: value }
      // A loan the visitor did not write follows the new total.
      if (field !== 'loan' && (current.loan.trim() === '' || current.loan === current.loanfor)) next.loan = ''
      return next
    })
    setTouched((current) => new Set(current).add(field))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the answer is already on the page: show every message and move to it.
    event.preventDefault()
    setShowAll(true)
    results.current?.focus()
  }

  const fieldId = (field: CalculatorField) => `${id}-${field}`
  const errorId = (field: CalculatorField) => `${id}-${field}-error`
  const describedBy = (field: CalculatorField, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', shownError(field) ? errorId(field) : ''].filter(Boolean).join(' ') || undefined
  const errorOf = (field: CalculatorField) => {
    const code = shownError(field)
    return code ? <FieldError id={errorId(field)}>{i18n._(ERROR_TEXTS[code])}</FieldError> : null
  }
  const textInput = (
    field: CalculatorField,
    label: string,
    options: { hint?: string; suffix?: string; inputMode?: 'decimal' | 'numeric'; value?: string } = {},
  ) => (
    <div>
      <label htmlFor={fieldId(field)} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={fieldId(field)}
          name={field}
          type="text"
          inputMode={options.inputMode ?? 'decimal'}
          autoComplete="off"
          value={options.value ?? fields[field]}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={shownError(field) ? true : undefined}
          aria-describedby={describedBy(field, options.hint !== undefined)}
          className={`${FIELD_INPUT_CLASS} border-line tabular-nums ${options.suffix ? 'pr-16' : ''}`}
        />
        {options.suffix && (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3.5 mt-1 -translate-y-1/2 text-muted">
            {options.suffix}
          </span>
        )}
      </div>
      {options.hint && (
        <p id={`${id}-${field}-hint`} className="mt-1 text-sm text-muted">
          {options.hint}
        </p>
      )}
      {errorOf(field)}
    </div>
  )

  const region = REGIONS.includes(fields.region as Region) ? (fields.region as Region) : undefined
  const perClass = formatAmount(BRUSSELS_PER_EPC_CLASS)
  const buildingVat = percentText(NEW_BUILD_VAT.per100k / 1000)
  const sole = fields.sole !== 'no'
  const newBuild = fields.newbuild === 'yes'
  const contact = (
    <SiteLink
      href={contactHref}
      className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
    >
      {t`Talk it through with us`}
    </SiteLink>
  )
  const radioClass =
    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:outline-3 has-focus-visible:outline-accent'

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-white p-5 md:p-8" data-testid="purchase-costs">
      <h2 id={`${id}-heading`} className="font-display text-2xl md:text-3xl">
        {heading ?? t`What will it cost?`}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        {forListing
          ? t`Registration duties, notary and total to finance for this property, with its price and region filled in.`
          : t`Registration duties, notary and total to finance for a home in Belgium.`}
      </p>
      <form
        method="get"
        action={hrefFor('purchase-costs', locale)}
        onSubmit={onSubmit}
        noValidate
        className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12"
      >
        <div className="space-y-5">
          {textInput('price', t`Purchase price`, { suffix: '€' })}
          <div>
            <label htmlFor={fieldId('region')} className="text-sm font-medium">
              {t`Region`}
            </label>
            <select
              id={fieldId('region')}
              name="region"
              value={region ?? ''}
              onChange={(event) => set('region', event.target.value)}
              aria-invalid={shownError('region') ? true : undefined}
              aria-describedby={describedBy('region')}
              className={`${FIELD_INPUT_CLASS} border-line`}
            >
              <option value="">{t`Choose the region`}</option>
              {REGIONS.map((option) => (
                <option key={option} value={option}>
                  {i18n._(REGION_NAMES[option])}
                </option>
              ))}
            </select>
            {errorOf('region')}
          </div>
          <fieldset>
            <legend className="text-sm font-medium">{t`Will it be your sole own home?`}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              <label className={radioClass}>
                <input
                  type="radio"
                  name="sole"
                  value="yes"
                  checked={sole}
                  onChange={() => set('sole', 'yes')}
                  className="size-4 accent-[var(--color-brand)]"
                />
                {t`Yes, I will live there and own no other home`}
              </label>
              <label className={radioClass}>
                <input
                  type="radio"
                  name="sole"
                  value="no"
                  checked={!sole}
                  onChange={() => set('sole', 'no')}
                  className="size-4 accent-[var(--color-brand)]"
                />
                {t`No`}
              </label>
            </div>
          </fieldset>
          {/* Without JavaScript every region's question shows, each saying which region it is for. */}
          {(region === 'brussels' || region === undefined) && sole && (
            <div>
              <label htmlFor={fieldId('epc')} className="text-sm font-medium">
                {t`Brussels: commitment to improve the EPC`}
              </label>
              <select
                id={fieldId('epc')}
                name="epc"
                value={fields.epc}
                onChange={(event) => set('epc', event.target.value)}
                aria-invalid={shownError('epc') ? true : undefined}
                aria-describedby={[`${id}-epc-hint`, shownError('epc') ? errorId('epc') : ''].filter(Boolean).join(' ')}
                className={`${FIELD_INPUT_CLASS} border-line`}
              >
                <option value="0">{t`No commitment`}</option>
                {Array.from({ length: EPC_CLASSES_MAX - 1 }, (_, i) => i + 2).map((classes) => (
                  <option key={classes} value={String(classes)}>
                    {t`${classes} classes better`}
                  </option>
                ))}
              </select>
              <p id={`${id}-epc-hint`} className="mt-1 text-sm text-muted">
                {t`From ${epcMin} classes, ${perClass} more of the price is free of duty per class.`}
              </p>
              {errorOf('epc')}
            </div>
          )}
          {(region === 'flanders' || region === undefined) && sole && (
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                name="core"
                value="yes"
                checked={fields.core === 'yes'}
                onChange={(event) => set('core', event.target.checked ? 'yes' : '')}
                className="mt-1 size-5 shrink-0 accent-[var(--color-brand)]"
              />
              <span className="text-sm leading-relaxed">{t`Flanders: the home is in a core city or the Vlaamse Rand (a higher ceiling for a modest home)`}</span>
            </label>
          )}
          <div>
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                name="newbuild"
                value="yes"
                checked={newBuild}
                onChange={(event) => set('newbuild', event.target.checked ? 'yes' : '')}
                className="mt-1 size-5 shrink-0 accent-[var(--color-brand)]"
              />
              <span className="text-sm leading-relaxed">{t`A new build bought in a project`}</span>
            </label>
            {newBuild && (
              <div className="mt-3 space-y-3 rounded-xl bg-paper p-4">
                <p className="text-sm leading-relaxed">
                  {t`A new build carries ${buildingVat} VAT on the building and registration duties on the land share only (unless the land too is sold under VAT). Ask the developer for the split of the price.`}
                </p>
                {textInput('land', t`Land share of the price`, { suffix: '€', hint: t`The building share is the rest of the price.` })}
              </div>
            )}
          </div>
          <fieldset className="space-y-5 border-t border-line pt-5">
            <legend className="float-left mb-1 w-full font-display text-lg">{t`Mortgage`}</legend>
            {textInput('own', t`Your own contribution`, { suffix: '€' })}
            {textInput('loan', t`Amount to borrow`, {
              suffix: '€',
              value: loanText,
              hint: t`The total to finance minus your contribution, unless you change it.`,
            })}
            <input type="hidden" name="loanfor" value={proposedLoan} />
            <div className="grid grid-cols-2 gap-4">
              {textInput('rate', t`Annual rate`, { suffix: '%', hint: t`An example: ask your bank.` })}
              {textInput('years', t`Term in years`, { inputMode: 'numeric' })}
            </div>
          </fieldset>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink px-6 font-semibold hover:bg-ink hover:text-white"
          >
            {t`Calculate`}
          </button>
        </div>
        <div
          ref={results}
          tabIndex={-1}
          aria-live="polite"
          aria-labelledby={`${id}-results`}
          role="region"
          className="rounded-2xl bg-paper p-5 outline-none md:p-6 lg:self-start"
        >
          <h3 id={`${id}-results`} className="font-display text-xl">
            {t`Your costs`}
          </h3>
          {result ? (
            <div className="mt-2">
              <Results result={result} contact={contact} />
            </div>
          ) : (
            <div className="mt-3 space-y-4">
              <p className="text-muted">
                {Object.keys(parsed.errors).some((field) => shownError(field as CalculatorField))
                  ? t`Correct the fields marked in red to see your costs.`
                  : parsed.errors.land === 'land-missing' && !parsed.errors.price && !parsed.errors.region
                    ? t`Enter the land share of the price to see your costs.`
                    : t`Enter the price and the region to see your costs.`}
              </p>
              {contact}
            </div>
          )}
        </div>
      </form>
    </section>
  )
}
