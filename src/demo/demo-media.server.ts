import { PICTURE_WIDTHS, type PictureWidth } from '#/domain/picture-urls.ts'
import { demoPictureKindFor, renderDemoPicture } from './demo-pictures.ts'
import type { AppEnv } from '#/server/env.server.ts'

const DEMO_PICTURE = /^\/media\/demo\/(p?)(\d{1,10})-(\d{1,2})\.svg$/

/**
 * The demo catalogue's pictures, drawn on request (decision 004: demo images are generated locally, no
 * network). Imported CRM listings point at the CRM's picture CDN instead and never reach this.
 */
export async function demoPictureResponse(env: Pick<AppEnv, 'DB'>, url: URL): Promise<Response | undefined> {
  const match = DEMO_PICTURE.exec(url.pathname)
  if (!match) return undefined
  const [, projectMark, idText, indexText] = match
  const id = Number(idText)
  const index = Number(indexText)
  const requested = Number(url.searchParams.get('w'))
  const width: PictureWidth = (PICTURE_WIDTHS as ReadonlyArray<number>).includes(requested) ? (requested as PictureWidth) : 1360
  let kind = demoPictureKindFor(null, id)
  if (projectMark) kind = 'project'
  else {
    const row = await env.DB.prepare('SELECT web_id FROM properties WHERE id = ?').bind(id).first<{ web_id: number | null }>()
    kind = demoPictureKindFor(row?.web_id, id)
  }
  return new Response(renderDemoPicture({ seed: id, kind, index, width }), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  })
}
