import { createServerFn } from '@tanstack/react-start'
import { bindings } from '#/server/bindings.server.ts'
import { analyticsSettings } from './analytics-stand-in.server.ts'

/** The analytics ids of app.config.ts and where their tags load from (stand-ins locally). */
export const getAnalyticsSettings = createServerFn({ method: 'GET' }).handler(() => analyticsSettings(bindings()))
