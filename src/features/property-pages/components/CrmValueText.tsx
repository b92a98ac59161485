import { Fragment } from 'react'
import type { CrmText } from '#/domain/crm-vocabulary.ts'
import { useLocale } from '#/components/shell/use-locale.ts'
import { otherLanguage } from '#/i18n/locales.ts'

/**
 * A value from the CRM, translated by crm-vocabulary.ts. A part it could not translate is shown as
 * it came, inside an element carrying its language when that differs from the page's, so screen
 * readers pronounce 'chauffage par le sol' in French and crawlers know what they read.
 */
export function CrmValueText({ value }: { value: CrmText | ReadonlyArray<CrmText> }) {
  const locale = useLocale()
  const parts = Array.isArray(value) ? (value as ReadonlyArray<CrmText>) : [value as CrmText]
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          {part.lang && part.lang !== locale ? <span lang={otherLanguage(part.lang, locale)}>{part.text}</span> : part.text}
        </Fragment>
      ))}
    </>
  )
}
