import { useEffect } from 'react'
import { visitSource } from '#/domain/visit-sources.ts'

/**
 * Tells the site that a property page was seen (decision 008: visit statistics are real), with where the
 * visitor came from: the referrer when the visitor landed on this page, 'site' when they reached it
 * through our own pages. No cookie, no storage, nothing about the visitor.
 */
export function usePropertyViewBeacon(propertyId: number) {
  useEffect(() => {
    const landing = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const landedHere = !landing || landing.name === window.location.href
    const source = landedHere
      ? visitSource(document.referrer, new URLSearchParams(window.location.search), window.location.hostname)
      : 'site'
    fetch('/api/views', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ property: propertyId, source }),
      keepalive: true,
    }).catch(() => {
      // A lost count is not worth the visitor's attention.
    })
  }, [propertyId])
}
