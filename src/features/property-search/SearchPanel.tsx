import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { Plural, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { siteConfig } from '#/config/site-config.ts'
import type { Locale } from '#/i18n/locales.ts'
import { SiteLink } from '#/components/shell/SiteLink.tsx'
import type { SearchEngine } from '#/domain/property-search.ts'
import { groupsOf, type GoalRowModel, type GroupModel, type PropertyRowModel, type RowModel } from './search-groups.ts'
import { loadSearchEngine } from './search-engine-loader.ts'
import { optionId } from './search-option-id.ts'
import { PropertyRowContent } from './PropertyRowContent.tsx'

// The hero search's results (spec §2 "Home hero and search", §4 "Search box"): the listbox of the
// combobox that PropertySearch.tsx draws, with its three groups (types, towns, properties) and the
// keys that move through them. Only typing needs it, so it loads on the first focus or key, never
// with the page (decision 026).

type EngineState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'failed' }

/** One choice in the dropdown: a listing link of a type, town or pair row, or a property. */
type Choice = { key: string; href: string | null }

export type SearchPanelProps = {
  query: string
  open: boolean
  locale: Locale
  /** the combobox's useId(), the base of the option ids it points at with aria-activedescendant */
  baseId: string
  listboxId: string
  activeKey: string | undefined
  setActiveKey: (key: string | undefined) => void
  close: () => void
  /** where the panel puts its arrow and Enter handling for the box's onKeyDown */
  keys: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>
  /** the box's polite live region, drawn with the page so its first announcement is heard */
  liveRegion: RefObject<HTMLElement | null>
}

/**
 * The panel under the box: loading and failure notes, the listbox, the "n of m shown" note, and the
 * number of results announced in the box's live region. Arrow keys move through the choices across
 * groups, Enter opens the active one (or the first when none is active); Escape is the box's own.
 */
export function SearchPanel({
  query,
  open,
  locale,
  baseId,
  listboxId,
  activeKey,
  setActiveKey,
  close,
  keys,
  liveRegion,
}: SearchPanelProps) {
  const { t } = useLingui()
  const router = useRouter()
  const panelRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<EngineState>({ status: 'loading' })

  // A failed load is tried again when the visitor opens the list again (the note asks them to).
  const [attempt, setAttempt] = useState(0)
  const failed = state.status === 'failed'
  useEffect(() => {
    if (open && failed) setAttempt((count) => count + 1)
    // Only an opening retries: a failure while open waits for the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  // spec §4: counts are recomputed when the language changes — from the new language's index.
  useEffect(() => {
    let current = true
    setState((previous) => (previous.status === 'ready' && previous.engine.language === locale ? previous : { status: 'loading' }))
    loadSearchEngine(locale, attempt > 0).then(
      (engine) => current && setState({ status: 'ready', engine }),
      () => current && setState({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [locale, attempt])

  const engine = state.status === 'ready' && state.engine.language === locale ? state.engine : undefined
  const results = useMemo(() => engine?.search(query), [engine, query])
  const rowCache = useRef<RowCache>({ rows: new Map() })
  const groups = useMemo(
    () =>
      results && engine ? groupsOf(results, locale, (type, place) => t`${type} in ${place}`, rowsOf(rowCache.current, engine, locale)) : [],
    // `t` follows the locale, and `engine` comes with `results`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [results, locale],
  )
  const choices = useMemo(() => choicesOf(groups), [groups])
  const enabled = useMemo(() => choices.filter((choice) => choice.href !== null), [choices])
  const activeChoice = activeKey === undefined ? undefined : enabled.find((choice) => choice.key === activeKey)

  // spec §4: new text scrolls the panel to the top. Only when it was scrolled: asking the browser to
  // scroll forces a layout, which on a slow phone costs more than the whole search.
  const panelScrolled = useRef(false)
  useLayoutEffect(() => {
    if (!panelScrolled.current) return
    panelScrolled.current = false
    panelRef.current?.scrollTo?.({ top: 0 })
  }, [query])

  useLayoutEffect(() => {
    if (activeKey) document.getElementById(optionId(baseId, activeKey))?.scrollIntoView?.({ block: 'nearest' })
  }, [activeKey, baseId])

  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (enabled.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      const current = activeChoice ? enabled.indexOf(activeChoice) : -1
      setActiveKey(enabled[current < 0 && step < 0 ? enabled.length - 1 : (current + step + enabled.length) % enabled.length]!.key)
    } else if (event.key === 'Enter') {
      const target = activeChoice ?? (query.trim() !== '' ? enabled[0] : undefined)
      if (!target?.href) return
      // A chosen row's link navigates by itself (SiteLink); a chosen key goes the same way.
      close()
      router.history.push(target.href)
    }
  }

  const announcement = open && results && query.trim() !== '' ? <Plural value={enabled.length} one="# result" other="# results" /> : null
  return (
    <div
      ref={panelRef}
      hidden={!open}
      // Clicks on a choice must not blur the box before they land.
      onMouseDown={(event) => event.preventDefault()}
      onScroll={(event) => (panelScrolled.current = event.currentTarget.scrollTop > 0)}
      className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(70vh,32rem)] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white text-left text-ink shadow-2xl shadow-black/20"
    >
      {state.status === 'loading' && <p className="px-5 py-4 text-muted">{t`Loading the search…`}</p>}
      {state.status === 'failed' && <p className="px-5 py-4">{t`The search is unavailable right now. Please try again.`}</p>}
      <div role="listbox" id={listboxId} aria-label={t`Search results`} data-results-for={results ? query : undefined}>
        {results && <ResultGroups groups={groups} baseId={baseId} activeKey={activeChoice?.key} onChoose={close} />}
      </div>
      {results && query.trim() !== '' && choices.length === 0 && (
        <p className="px-5 py-4 text-muted">{t`No property, type or town matches “${query.trim()}”.`}</p>
      )}
      {results && results.propertyTotal > results.properties.length && (
        <p className="border-t border-line px-5 py-3 text-sm text-muted">
          {t`${results.properties.length} of ${results.propertyTotal} properties shown. Add a word to narrow the search.`}
        </p>
      )}
      {liveRegion.current && announcement && createPortal(announcement, liveRegion.current)}
    </div>
  )
}

type RowCache = { engine?: SearchEngine; locale?: Locale; rows: Map<string, RowModel> }

/**
 * The rows built so far for one index and language. A row's key says all it shows (a type's, town's
 * or pair's counts are the index's; a property's row is its own), so a key seen before gives the
 * same object: its memoized component skips rendering, and the row is not built again.
 */
function rowsOf(cache: RowCache, engine: SearchEngine, locale: Locale): Map<string, RowModel> {
  // A visitor types a few dozen keys; the bound only keeps a long visit's cache small.
  if (cache.engine !== engine || cache.locale !== locale || cache.rows.size > 2000)
    Object.assign(cache, { engine, locale, rows: new Map() })
  return cache.rows
}

/** The choices in the order the groups show them, so arrow keys follow what the eye sees. */
function choicesOf(groups: GroupModel[]): Choice[] {
  return groups.flatMap((group) =>
    group.rows.flatMap((row) =>
      row.kind === 'goal' ? row.options.map(({ key, href }) => ({ key, href })) : [{ key: row.key, href: row.href }],
    ),
  )
}

type RowWords = { forSale: string; forRent: string; reference: (id: number) => string }

const GoalRow = memo(function GoalRow({
  row,
  baseId,
  activeKey,
  showCounts,
  words,
  onChoose,
}: {
  row: GoalRowModel
  baseId: string
  activeKey: string | undefined
  showCounts: boolean
  words: RowWords
  onChoose: () => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-5 py-2.5">
      <span aria-hidden="true" className="min-w-0 flex-1 basis-40 font-medium">
        {row.name}
        {row.detail && <span className="font-normal text-muted"> · {row.detail}</span>}
      </span>
      <span className="flex gap-2">
        {row.options.map((option, goal) => {
          const active = activeKey === option.key
          const className = `inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold ${active ? 'border-ink bg-ink text-white' : 'border-line'}`
          const content = (
            <>
              <span className="sr-only">{row.spoken}, </span>
              {goal === 0 ? words.forSale : words.forRent}
              {showCounts && <span className={active ? 'text-white/80' : 'text-muted'}>{option.count}</span>}
            </>
          )
          const href = option.href
          if (href === null) {
            return (
              <span
                key={option.key}
                id={optionId(baseId, option.key)}
                role="option"
                aria-selected={false}
                aria-disabled="true"
                className={`${className} cursor-not-allowed opacity-45`}
              >
                {content}
              </span>
            )
          }
          return (
            <SiteLink
              key={option.key}
              id={optionId(baseId, option.key)}
              role="option"
              aria-selected={active}
              tabIndex={-1}
              href={href}
              onClick={onChoose}
              className={`${className} hover:border-ink`}
            >
              {content}
            </SiteLink>
          )
        })}
      </span>
    </div>
  )
})

const PropertyRow = memo(function PropertyRow({
  row,
  baseId,
  active,
  words,
  onChoose,
}: {
  row: PropertyRowModel
  baseId: string
  active: boolean
  words: RowWords
  onChoose: () => void
}) {
  return (
    <SiteLink
      id={optionId(baseId, row.key)}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      href={row.href}
      onClick={onChoose}
      className={`flex items-center gap-4 px-5 py-2.5 ${active ? 'bg-sand' : 'hover:bg-paper'}`}
    >
      <PropertyRowContent row={row} reference={words.reference(row.id)} goalWord={row.goal === 0 ? words.forSale : words.forRent} />
    </SiteLink>
  )
})

function ResultGroups({
  groups,
  baseId,
  activeKey,
  onChoose,
}: {
  groups: GroupModel[]
  baseId: string
  activeKey: string | undefined
  onChoose: () => void
}) {
  const { t, i18n } = useLingui()
  const showCounts = siteConfig().search.showSearchCount
  // One object per language, so memoized rows see the same words from one keystroke to the next.
  const words = useMemo<RowWords>(
    () => ({ forSale: t`For sale`, forRent: t`For rent`, reference: (id: number) => t`Ref: ${id}` }),
    [i18n.locale],
  )
  const headings = { types: t`Property types`, towns: t`Towns`, properties: t`Properties` }
  return (
    <>
      {groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <div
            key={group.key}
            role="group"
            aria-labelledby={`${baseId}-${group.key}`}
            className="border-b border-line py-2 last:border-b-0"
          >
            <div id={`${baseId}-${group.key}`} className="px-5 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
              {headings[group.key]}
            </div>
            {group.rows.map((row) =>
              row.kind === 'goal' ? (
                <GoalRow
                  key={row.key}
                  row={row}
                  baseId={baseId}
                  activeKey={activeKey?.startsWith(`${row.key}-`) ? activeKey : undefined}
                  showCounts={showCounts}
                  words={words}
                  onChoose={onChoose}
                />
              ) : (
                <PropertyRow key={row.key} row={row} baseId={baseId} active={activeKey === row.key} words={words} onChoose={onChoose} />
              ),
            )}
          </div>
        ))}
    </>
  )
}
