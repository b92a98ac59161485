import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '#/domain/display-formats.ts'
import type { Locale } from '#/i18n/locales.ts'
import { SECONDARY_BUTTON } from './AdminControls.tsx'

/** One published version of an edited document (decision 034), as the editors list them. */
export type PublishedVersion = { version: number; publishedBy: string; publishedAt: string; restoredFrom: number | null; current: boolean }

/** The published versions of a document, newest first, each with who and when, and a restore for every one not live. */
export function VersionHistoryList({
  history,
  restoring,
  onRestore,
}: {
  history: readonly PublishedVersion[]
  restoring: boolean
  onRestore: (version: number) => void
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  return (
    <ul className="divide-y divide-line">
      {history.map((version) => (
        <li key={version.version} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="text-sm">
            <p className="font-semibold text-ink">
              {t`Version ${version.version}`}
              {version.current && <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold">{t`live`}</span>}
            </p>
            <p className="text-muted">
              {t`Published by ${version.publishedBy} on ${formatDateTime(version.publishedAt, locale)}`}
              {version.restoredFrom !== null && ` · ${t`restored from version ${version.restoredFrom}`}`}
            </p>
          </div>
          {!version.current && (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={restoring}
              onClick={() => onRestore(version.version)}
              aria-label={t`Restore version ${version.version}`}
            >
              {t`Restore`}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
