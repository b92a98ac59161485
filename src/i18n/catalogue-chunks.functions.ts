import { createServerFn } from '@tanstack/react-start'
import urls from 'virtual:catalogue-chunks'
import { isLocale } from './locales.ts'
import { languageCatalogueChunks } from './catalogue-preloads.ts'

/** The client chunks of a language's catalogues (decision 023): the page announces its own with modulepreload. */
export const getCatalogueChunks = createServerFn({ method: 'GET' })
  .validator((locale: unknown) => (typeof locale === 'string' && isLocale(locale) ? locale : undefined))
  .handler(({ data }) => (data ? languageCatalogueChunks(urls, data) : {}))
