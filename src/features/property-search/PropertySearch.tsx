import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#/i18n/locales.ts'
import { SearchIcon } from '#/components/icons.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { listingHref } from './search-links.ts'
import { loadSearchEngine } from './search-engine-loader.ts'
import { optionId } from './search-option-id.ts'
import type { SearchPanelProps } from './SearchPanel.tsx'

/**
 * The property search box (spec §2 "Home hero and search", §4 "Search box"): a WAI-ARIA combobox
 * whose listbox holds three groups, types, towns and properties. Focus opens the panel, blur closes
 * it, the button toggles it; arrow keys move through the choices across groups, Enter opens the
 * active one, Escape closes the list (and, when closed, clears the text), never choosing.
 *
 * Decision 026: this is what every page loads: the field, drawn by the server and a plain GET form
 * without JavaScript. The results list and its keys (SearchPanel.tsx), the search code and the
 * index load together on the first focus, key or press of the button; text typed meanwhile is kept
 * and searched as soon as they arrive.
 */
/** `defaultQuery`: the text a page answers (a search sent without JavaScript), kept in the box. */
export function PropertySearch({
  tone = 'light',
  label,
  defaultQuery = '',
}: {
  tone?: 'light' | 'dark'
  label?: string
  defaultQuery?: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const liveRef = useRef<HTMLParagraphElement>(null)
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null)
  const [query, setQuery] = useState(defaultQuery)
  const [open, setOpen] = useState(false)
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined)
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null)

  function loadPanel(forLocale: Locale) {
    if (Panel) return
    // The index and the search code start at once, beside the panel's own code.
    loadSearchEngine(forLocale).catch(() => undefined)
    // A failed load is tried again on the next focus or key.
    loadSearchPanel().then(
      (component) => setPanel(() => component),
      () => undefined,
    )
  }

  // A visitor on a slow phone (or just after a language switch, a full page load) may focus the box
  // and type before the page has hydrated: no handler saw it. Pick up the text and the focus here.
  useEffect(() => {
    const input = inputRef.current
    if (!input) return
    if (input.value !== '') {
      setQuery(input.value)
      setOpen(document.activeElement === input)
      loadPanel(locale)
    }
    if (document.activeElement === input) {
      setOpen(true)
      loadPanel(locale)
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function close() {
    setOpen(false)
    setActiveKey(undefined)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // Escape closes the list, or clears the text of a closed box; it never chooses.
      if (open) {
        event.preventDefault()
        close()
      } else if (query !== '') {
        event.preventDefault()
        setQuery('')
      }
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter') {
      // The form stays a plain GET form for pages without JavaScript; here the panel answers Enter.
      event.preventDefault()
      if (event.key !== 'Enter' && !open) setOpen(true)
      if (Panel) keys.current?.(event)
      else loadPanel(locale)
    }
  }

  const listboxId = `${id}-listbox`
  const expanded = open && Panel !== null
  const dark = tone === 'dark'
  return (
    <div className="relative w-full max-w-2xl">
      <form
        role="search"
        aria-label={t`Property search`}
        action={listingHref(locale, 0)}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className={`flex scroll-mt-20 items-center gap-1 rounded-full p-1.5 pl-5 shadow-lg ${dark ? 'bg-white text-ink shadow-black/20' : 'border border-line bg-white shadow-black/5'}`}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {label ?? t`Search a property by reference, type or town`}
        </label>
        <SearchIcon size={20} className="shrink-0 text-muted" />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          name="q"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={80}
          aria-autocomplete="list"
          aria-expanded={expanded}
          // The listbox exists once its code has loaded; a collapsed combobox may name none.
          aria-controls={Panel ? listboxId : undefined}
          aria-activedescendant={expanded && activeKey ? optionId(id, activeKey) : undefined}
          placeholder={t`ID, Type, City`}
          value={query}
          onChange={(event) => {
            // New text: the keyboard position starts over.
            setQuery(event.target.value)
            setActiveKey(undefined)
            setOpen(true)
            // Typing means searching, even when no focus event reached us (text typed before hydration).
            loadPanel(locale)
          }}
          onFocus={(event) => {
            setOpen(true)
            // On a phone the keyboard takes half the screen: lift the box to the top so the results fit below it.
            if (window.matchMedia('(max-width: 767px)').matches) event.currentTarget.form?.scrollIntoView({ block: 'start' })
            loadPanel(locale)
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="min-h-11 min-w-0 flex-1 bg-transparent px-2 text-base text-ink outline-none placeholder:text-muted"
        />
        <button
          // Without JavaScript the button sends the form; with it, it opens and closes the list.
          type="submit"
          aria-expanded={expanded}
          aria-controls={Panel ? listboxId : undefined}
          // Keeps the focus in the box: a blur here would close the panel the click is about to toggle.
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.preventDefault()
            if (expanded) close()
            else {
              inputRef.current?.focus()
              setOpen(true)
              loadPanel(locale)
            }
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          <SearchIcon size={18} />
          <span className="sr-only sm:not-sr-only">{t`Search`}</span>
        </button>
      </form>
      {Panel && (
        <Panel
          query={query}
          open={open}
          locale={locale}
          baseId={id}
          listboxId={listboxId}
          activeKey={activeKey}
          setActiveKey={setActiveKey}
          close={close}
          keys={keys}
          liveRegion={liveRef}
        />
      )}
      <p ref={liveRef} className="sr-only" aria-live="polite" />
    </div>
  )
}

let panelModule: Promise<ComponentType<SearchPanelProps>> | undefined

/** The panel's code, fetched once for every box on the page; a failed fetch may be tried again. */
function loadSearchPanel(): Promise<ComponentType<SearchPanelProps>> {
  panelModule ??= import('./SearchPanel.tsx').then((module) => module.SearchPanel)
  panelModule.catch(() => (panelModule = undefined))
  return panelModule
}
