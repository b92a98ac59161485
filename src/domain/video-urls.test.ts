import { describe, expect, it } from 'vitest'
import { recogniseMedia, VIDEO_FILE_EXTENSIONS } from './video-urls.ts'

const ID = 'dQw4w9WgXcQ'
const NOCOOKIE = `https://www.youtube-nocookie.com/embed/${ID}`

describe('video URL recognition (spec §5)', () => {
  it('knows the spec file types', () => {
    expect([...VIDEO_FILE_EXTENSIONS]).toEqual(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'])
  })

  it.each([
    ['https://cdn.example.be/tour/villa.mp4', 'mp4'],
    ['https://cdn.example.be/villa.MOV', 'mov'],
    ['http://cdn.example.be/a/b/villa.wmv', 'wmv'],
    ['https://cdn.example.be/villa.avi?token=abc.mp3', 'avi'],
    ['https://cdn.example.be/villa.flv#t=10', 'flv'],
    ['  https://cdn.example.be/villa.WebM  ', 'webm'],
  ])('recognises the video file %s', (url, extension) => {
    expect(recogniseMedia(url)).toEqual({ kind: 'file', url: url.trim(), extension })
  })

  it.each([
    ['https://cdn.example.be/villa.mp3'],
    ['https://cdn.example.be/villa.jpg?x=.mp4'],
    ['https://cdn.example.be/villa.mp4/'],
    ['https://cdn.example.be/mp4'],
    ['https://cdn.example.be/'],
  ])('ignores %s, which is no video file', (url) => {
    expect(recogniseMedia(url)).toBeUndefined()
  })

  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s&list=PL123`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?feature=share&v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=tracking`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
  ])('recognises the YouTube link %s and embeds it without cookies', (url) => {
    expect(recogniseMedia(url)).toEqual({ kind: 'youtube', id: ID, embedUrl: NOCOOKIE })
  })

  it.each([
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}X`],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc!'],
    ['https://www.youtube.com/playlist?list=PL1234567890'],
    ['https://www.youtube.com/'],
    [`https://youtu.be/`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://www.youtube.com@evil.example/watch?v=${ID}`],
  ])('refuses %s, which has no valid YouTube id on a YouTube host', (url) => {
    expect(recogniseMedia(url)).toBeUndefined()
  })

  it.each([
    ['https://vimeo.com/123456789', '123456789'],
    ['https://www.vimeo.com/76979871?share=copy', '76979871'],
    ['https://player.vimeo.com/video/123456789', '123456789'],
    ['http://player.vimeo.com/video/42?autoplay=1', '42'],
  ])('recognises the Vimeo link %s and embeds it without tracking', (url, id) => {
    expect(recogniseMedia(url)).toEqual({ kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` })
  })

  it.each([['https://vimeo.com/about'], ['https://player.vimeo.com/video/'], ['https://vimeo.com/']])(
    'refuses the Vimeo page %s',
    (url) => {
      expect(recogniseMedia(url)).toBeUndefined()
    },
  )

  it.each([
    ['https://www.facebook.com/immodyle/videos/1234567890/', 'https://www.facebook.com/immodyle/videos/1234567890/'],
    ['http://m.facebook.com/watch/?v=1234567890', 'https://m.facebook.com/watch/?v=1234567890'],
    ['https://fb.watch/abcDEF123/', 'https://fb.watch/abcDEF123/'],
    ['https://www.facebook.com/reel/987654321', 'https://www.facebook.com/reel/987654321'],
  ])('recognises the Facebook video %s and embeds it through the video plugin', (url, secure) => {
    expect(recogniseMedia(url)).toEqual({
      kind: 'facebook',
      url: secure,
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(secure)}`,
    })
  })

  it.each([['https://www.facebook.com/immodyle'], ['https://www.facebook.com/immodyle/videos/'], ['https://fb.watch/']])(
    'refuses the Facebook page %s, which is no video',
    (url) => {
      expect(recogniseMedia(url)).toBeUndefined()
    },
  )

  it.each([
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'matterport', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    ['http://my.matterport.com/show?m=SxQL3iGyoDo&play=1&utm_source=x', 'matterport', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    ['https://kuula.co/share/collection/7lVLq?fs=1', 'kuula', 'https://kuula.co/share/collection/7lVLq?fs=1'],
    ['http://kuula.co/share/N1K9R', 'kuula', 'https://kuula.co/share/N1K9R'],
    ['https://nodalview.com/s/abcdef123', 'nodalview', 'https://nodalview.com/s/abcdef123'],
    ['https://app.nodalview.com/tour/xyz', 'nodalview', 'https://app.nodalview.com/tour/xyz'],
  ])('recognises the virtual tour %s on %s', (url, host, embedUrl) => {
    const media = recogniseMedia(url)
    expect(media).toMatchObject({ kind: 'virtual-tour', host, embedUrl })
  })

  it.each([
    ['https://my.matterport.com/show/'],
    ['https://my.matterport.com/show/?m=<script>'],
    ['https://matterport.com/show/?m=SxQL3iGyoDo'],
    ['https://kuula.co/profile/immodyle'],
    ['https://nodalview.com/'],
  ])('refuses %s, which is no tour', (url) => {
    expect(recogniseMedia(url)).toBeUndefined()
  })

  it.each([
    ['javascript:alert(1)//.mp4'],
    ['data:video/mp4;base64,AAAA'],
    ['ftp://cdn.example.be/villa.mp4'],
    ['file:///home/villa.mp4'],
    ['//youtu.be/dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ'],
    ['not a url'],
    [''],
  ])('accepts only http(s): %s is refused', (url) => {
    expect(recogniseMedia(url)).toBeUndefined()
  })
})
