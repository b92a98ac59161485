import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MailIcon } from '#/components/icons.tsx'
import { shareTargets } from './share-links.ts'

const noSubscription = () => () => {}
/** Whether the page runs in the browser (false while rendered on the server and hydrating). */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

const LINK =
  'inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-ink'

/**
 * Decision 021, share: the system share sheet where the browser has one (`navigator.share`, phones), and
 * everywhere copy link (announced politely), e-mail, WhatsApp and Facebook as plain links. The links
 * work without JavaScript; the two buttons appear once it runs. `url` is absolute, from siteUrl.
 */
export function ShareLinks({ url, title, heading }: { url: string; title: string; heading: string }) {
  const { t } = useLingui()
  const inBrowser = useInBrowser()
  const [canShareSheet, setCanShareSheet] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => setCanShareSheet(typeof navigator.share === 'function'), [])
  const targets = shareTargets(url, title)
  const newTab = <span className="sr-only"> {t`(opens in a new tab)`}</span>

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setAnnouncement(t`Link copied`)
    } catch {
      setAnnouncement(t`The link could not be copied: ${url}`)
    }
  }
  const openSheet = async () => {
    try {
      await navigator.share({ title, url })
    } catch {
      // Closed by the visitor, or refused: the links below remain.
    }
  }

  return (
    <div className="print:hidden" data-share-url={url}>
      <p className="text-sm font-semibold">{heading}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {inBrowser && canShareSheet && (
          <button type="button" onClick={openSheet} className={`${LINK} border-brand bg-brand text-white hover:bg-brand-dark`}>
            {t`Share…`}
          </button>
        )}
        {inBrowser && (
          <button type="button" onClick={copy} className={LINK}>
            {t`Copy link`}
          </button>
        )}
        <a href={targets.mail} className={LINK}>
          <MailIcon size={16} /> {t`E-mail`}
        </a>
        <a href={targets.whatsapp} target="_blank" rel="noopener noreferrer" className={LINK}>
          WhatsApp{newTab}
        </a>
        <a href={targets.facebook} target="_blank" rel="noopener noreferrer" className={LINK}>
          Facebook{newTab}
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {announcement}
      </p>
    </div>
  )
}
