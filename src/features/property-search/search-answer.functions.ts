import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { GoalSchema } from '#/domain/catalogue-schemas.ts'
import { LocaleSchema } from '#/i18n/locale-schema.ts'
import { bindings } from '#/server/bindings.server.ts'
import { SEARCH_QUERY_MAX_LENGTH } from './search-answer.ts'
import { searchAnswer } from './search-answer.server.ts'

/** The listing's answer to a search sent without JavaScript (search-answer.ts); a GET whose URL is its validated input. */
export const getSearchAnswer = createServerFn({ method: 'GET' })
  .validator(
    v.object({ goal: GoalSchema, locale: LocaleSchema, query: v.pipe(v.string(), v.minLength(1), v.maxLength(SEARCH_QUERY_MAX_LENGTH)) }),
  )
  .handler(async ({ data }) => searchAnswer(bindings(), data.locale, data.query, data.goal))
