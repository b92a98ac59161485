// spec §5 "Video URL recognition": the video file types a listing may link to directly.
export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const

export type VideoFileExtension = (typeof VIDEO_FILE_EXTENSIONS)[number]
export type VirtualTourHost = 'matterport' | 'kuula' | 'nodalview'

export type RecognisedMedia =
  | { kind: 'file'; url: string; extension: string }
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'facebook'; url: string; embedUrl: string }
  | { kind: 'virtual-tour'; host: VirtualTourHost; url: string; embedUrl: string }

// A YouTube id is always 11 characters of the URL-safe base64 alphabet; anything else is a typo or a playlist.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d+$/
const MATTERPORT_ID = /^[A-Za-z0-9]+$/

/**
 * Recognises a video or virtual-tour link entered by an agent and says how to show it: a file for a
 * <video> element, or a player URL for an iframe. Anything unrecognised (or not http/https, such as
 * javascript: and data: links) is undefined, so the page simply leaves it out.
 */
export function recogniseMedia(url: string): RecognisedMedia | undefined {
  const parsed = parseHttpUrl(url)
  if (!parsed) return undefined
  const host = parsed.hostname.toLowerCase()
  // Embeds are served over https; an http link to the same page would be blocked as mixed content.
  const secure = new URL(parsed.href)
  secure.protocol = 'https:'

  if (onDomain(host, 'youtube.com') || onDomain(host, 'youtube-nocookie.com') || host === 'youtu.be') {
    const id = youtubeId(parsed, host)
    // The nocookie host sets no tracking cookies until the visitor presses play (privacy declaration).
    return id ? { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : undefined
  }
  if (onDomain(host, 'vimeo.com')) {
    const id = vimeoId(parsed, host)
    // dnt=1 keeps Vimeo from tracking the visitor, for the same reason as the YouTube host.
    return id ? { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` } : undefined
  }
  if (onDomain(host, 'facebook.com') || host === 'fb.watch') {
    if (!isFacebookVideo(parsed, host)) return undefined
    return {
      kind: 'facebook',
      url: secure.href,
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(secure.href)}`,
    }
  }
  if (onDomain(host, 'matterport.com')) {
    const id = parsed.searchParams.get('m')
    if (host !== 'my.matterport.com' || !/^\/show\/?$/.test(parsed.pathname) || !id || !MATTERPORT_ID.test(id)) return undefined
    // Rebuilt from the id alone so tracking or autoplay parameters pasted along do not reach the iframe.
    const embedUrl = `https://my.matterport.com/show/?m=${id}`
    return { kind: 'virtual-tour', host: 'matterport', url: secure.href, embedUrl }
  }
  if (onDomain(host, 'kuula.co')) {
    if (!/^\/share\/[^/]+/.test(parsed.pathname)) return undefined
    return { kind: 'virtual-tour', host: 'kuula', url: secure.href, embedUrl: secure.href }
  }
  if (onDomain(host, 'nodalview.com')) {
    // The bare home page is not a tour.
    if (segments(parsed).length === 0) return undefined
    return { kind: 'virtual-tour', host: 'nodalview', url: secure.href, embedUrl: secure.href }
  }

  const extension = fileExtension(parsed.pathname)
  if (extension) return { kind: 'file', url: parsed.href, extension }
  return undefined
}

function parseHttpUrl(url: string): URL | undefined {
  if (typeof url !== 'string') return undefined
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined
  } catch {
    return undefined
  }
}

// The domain itself or a subdomain of it, so 'notyoutube.com' and 'youtube.com.evil.example' do not pass.
function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`)
}

function segments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '')
}

function youtubeId(url: URL, host: string): string | undefined {
  const [first, second] = segments(url)
  const candidate =
    host === 'youtu.be'
      ? first
      : first === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : first === 'shorts' || first === 'embed'
          ? second
          : undefined
  return candidate !== undefined && YOUTUBE_ID.test(candidate) ? candidate : undefined
}

function vimeoId(url: URL, host: string): string | undefined {
  const parts = segments(url)
  const candidate = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[0]
  return candidate !== undefined && VIMEO_ID.test(candidate) ? candidate : undefined
}

function isFacebookVideo(url: URL, host: string): boolean {
  const parts = segments(url)
  if (host === 'fb.watch') return parts.length > 0
  // A page's /videos/ listing without a video after it is not something the player can show.
  const videos = parts.indexOf('videos')
  return (
    (videos !== -1 && videos < parts.length - 1) ||
    (parts[0] === 'watch' && url.searchParams.has('v')) ||
    (parts[0] === 'reel' && parts.length > 1)
  )
}

function fileExtension(pathname: string): VideoFileExtension | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(pathname)
  const extension = match?.[1]?.toLowerCase()
  return VIDEO_FILE_EXTENSIONS.find((known) => known === extension)
}
