import { describe, expect, it } from 'vitest'
import { clearedHostCookie, cookieNames, expiredCookie, hostCookie, readCookie, siteCookie } from './cookies.ts'

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; lang=fr; b=2', 'lang')).toBe('fr')
    expect(readCookie('a=1', 'lang')).toBeUndefined()
    expect(readCookie(null, 'lang')).toBeUndefined()
  })

  it('decodes percent-encoding, and takes a malformed value for none', () => {
    expect(readCookie('name=J%C3%BCrgen', 'name')).toBe('Jürgen')
    expect(readCookie('name=%E0%A4%A', 'name')).toBeUndefined()
  })

  it('keeps a sealed value whole (its = and * are part of it)', () => {
    expect(readCookie('__Host-session=Fe26.2**abc==; b=2', '__Host-session')).toBe('Fe26.2**abc==')
  })

  it('writes a __Host- cookie as its prefix demands: Secure, Path=/, no Domain, and HttpOnly', () => {
    const cookie = hostCookie('__Host-x', 'v', { maxAgeSeconds: 60, sameSite: 'strict' })
    expect(cookie.split('; ').sort()).toEqual(['HttpOnly', 'Max-Age=60', 'Path=/', 'SameSite=Strict', 'Secure', '__Host-x=v'].sort())
    expect(clearedHostCookie('__Host-x', 'lax')).toContain('__Host-x=; Max-Age=0')
  })

  it('writes a site cookie without HttpOnly or Secure unless asked', () => {
    expect(siteCookie('lang', 'fr', { maxAgeSeconds: 31536000, sameSite: 'lax' }).split('; ').sort()).toEqual([
      'Max-Age=31536000',
      'Path=/',
      'SameSite=Lax',
      'lang=fr',
    ])
  })

  it('lists the names of the cookies and removes one on the host or a domain', () => {
    expect(cookieNames('_ga=GA1.2; lang=fr; _fbp=fb.1')).toEqual(['_ga', 'lang', '_fbp'])
    expect(cookieNames('')).toEqual([])
    expect(expiredCookie('_ga')).toBe('_ga=; Max-Age=0; Path=/')
    expect(expiredCookie('_ga', '.example.be')).toBe('_ga=; Max-Age=0; Domain=.example.be; Path=/')
  })
})
