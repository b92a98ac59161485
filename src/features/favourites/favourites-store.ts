import { useSyncExternalStore } from 'react'
import { merged, parseIds, toggled } from './favourite-ids.ts'

// Decision 021: the favourites live in this browser's localStorage, written only when the visitor taps a
// heart or keeps a shared list (decision 021: storage the visitor asked for, so no consent is asked;
// no cookie, nothing sent to the server, nothing else remembered). Every tab sees a change at once.

/** The localStorage key; its value is a JSON array of property ids, newest first. */
export const FAVOURITES_KEY = 'favourites'
const CHANGED = 'favourites-changed'
const NONE: readonly number[] = Object.freeze([])

let cachedText: string | null | undefined
let cachedIds: readonly number[] = NONE

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage switched off (a privacy setting): the hearts still work for this page view only.
    return undefined
  }
}

/** The kept ids; read again only when the stored text changed, so React gets the same array each time. */
export function readFavourites(): readonly number[] {
  let text: string | null = null
  try {
    text = storage()?.getItem(FAVOURITES_KEY) ?? null
  } catch {
    text = null
  }
  if (text === cachedText) return cachedIds
  cachedText = text
  try {
    cachedIds = text ? parseIds(JSON.parse(text)) : NONE
  } catch {
    cachedIds = NONE
  }
  return cachedIds
}

function write(ids: readonly number[]): void {
  try {
    if (ids.length === 0) storage()?.removeItem(FAVOURITES_KEY)
    else storage()?.setItem(FAVOURITES_KEY, JSON.stringify(ids))
  } catch {
    // Full or refused storage: the list stays as it was.
  }
  window.dispatchEvent(new Event(CHANGED))
}

export function toggleFavourite(id: number): void {
  write(toggled(readFavourites(), id))
}

export function removeFavourite(id: number): void {
  write(readFavourites().filter((kept) => kept !== id))
}

export function clearFavourites(): void {
  write([])
}

export function keepShared(ids: readonly number[]): void {
  write(merged(readFavourites(), ids))
}

function subscribe(onChange: () => void): () => void {
  // `storage` reports another tab's change; CHANGED this tab's own.
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

/** The kept ids, or `undefined` while the page is rendered on the server and hydrating (nothing is known there). */
export function useFavourites(): readonly number[] | undefined {
  return useSyncExternalStore<readonly number[] | undefined>(subscribe, readFavourites, () => undefined)
}
