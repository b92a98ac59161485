// The captcha widget (Cloudflare Turnstile's explicit-render API), loaded when the visitor first
// works on a form, never with the page (spec §7: "A captcha script loads on demand").

type Turnstile = {
  render(
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'error-callback'?: () => void; language?: string },
  ): string
  reset(id: string): void
  getResponse(id: string): string | undefined
}

declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

let loading: Promise<Turnstile> | undefined

function loadScript(src: string): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('captcha script without API')))
    script.onerror = () => reject(new Error('captcha script failed to load'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    // A later attempt may load it (a flaky connection).
    loading = undefined
    throw error
  })
  return loading
}

export type CaptchaWidget = { token(): Promise<string>; reset(): void }

/** Renders the widget into `container`; `token()` waits for the visitor to pass it. */
export async function mountCaptcha(
  container: HTMLElement,
  settings: { siteKey: string; scriptUrl: string; language: string },
): Promise<CaptchaWidget> {
  const turnstile = await loadScript(settings.scriptUrl)
  let current: string | undefined
  let waiting: Array<(token: string) => void> = []
  const id = turnstile.render(container, {
    sitekey: settings.siteKey,
    language: settings.language,
    callback: (token) => {
      current = token
      for (const resolve of waiting) resolve(token)
      waiting = []
    },
  })
  return {
    token: () => (current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve))),
    reset: () => {
      current = undefined
      turnstile.reset(id)
    },
  }
}
