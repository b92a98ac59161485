import * as v from 'valibot'
import { LOCALES } from './locales.ts'

/** A supported language, for validating input at the server's boundary. */
export const LocaleSchema = v.picklist(LOCALES)
