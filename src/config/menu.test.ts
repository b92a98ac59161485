import { describe, expect, it } from 'vitest'
import { menuChildPages, resolveMenu, resolveTopBar } from './menu.ts'
import type { MenuItem, TopBarItem } from './site-config-schema.ts'

const title = (nl: string, fr = nl) => ({ title: { nl, fr } })
const menu: MenuItem[] = [
  { path: '', params: title('Home', 'Accueil'), status: 'Published', hidden: true, childMenus: [] },
  { path: 'for-sale', params: title('Te koop', 'À vendre'), status: 'Published', hidden: false, childMenus: [] },
  { path: 'for-rent', params: title('Te huur', 'À louer'), status: 'Unpublished', hidden: false, childMenus: [] },
  {
    path: 'services',
    params: title('Diensten', 'Services'),
    status: 'Published',
    hidden: false,
    childMenus: [
      { path: 'equipe', params: title('Team', 'Équipe'), status: 'Published' },
      { path: 'nowhere', params: title('Weg'), status: 'Published' },
      { path: 'contact', params: title('Verborgen'), status: 'Unpublished' },
    ],
  },
  { path: 'no-such-page', params: title('Onbekend'), status: 'Published', hidden: false, childMenus: [] },
]

describe('header menu (spec §2 "Header menu")', () => {
  it('shows only Published entries, hides a hidden home entry and translates paths', () => {
    const items = resolveMenu(menu, 'fr', 'nl')
    expect(items.map((item) => [item.label, item.href])).toEqual([
      ['À vendre', '/fr/a-vendre/'],
      ['Services', '/fr/services/'],
      ['Onbekend', '/fr/'],
    ])
  })

  it('shows the home entry at the root when not hidden', () => {
    const items = resolveMenu([{ ...menu[0]!, hidden: false }], 'nl', 'nl')
    expect(items[0]).toMatchObject({ label: 'Home', href: '/nl/' })
  })

  it('resolves Published children, unknown child paths giving the home page', () => {
    const services = resolveMenu(menu, 'nl', 'nl').find((item) => item.neutralPath === 'services')
    expect(services?.children.map((child) => [child.label, child.href])).toEqual([
      ['Team', '/nl/team/'],
      ['Weg', '/nl/'],
    ])
  })
})

describe('child menu paths (spec §2 "children to /{path}/{child}/")', () => {
  it('knows each child page under its parent by neutral path, earlier names and unpublished children included', () => {
    const children = menuChildPages(menu)
    expect([...children.keys()]).toEqual(['services'])
    // `nowhere` names no page: it has no address to answer with.
    expect([...children.get('services')!]).toEqual(['team', 'contact'])
  })

  it('skips deeper child paths, which have their address under the parent already', () => {
    const deeper: MenuItem = { ...menu[3]!, childMenus: [{ path: 'services/selling', params: title('Verkopen'), status: 'Published' }] }
    expect(menuChildPages([deeper]).size).toBe(0)
  })
})

describe('top bar (spec §2 "Top bar")', () => {
  const item = (link: string, status = true): TopBarItem => ({ status, label: { nl: 'x', fr: 'x' }, link: { nl: link, fr: link } })
  it('opens http, //, tel: and mailto: links in a new tab and translates site paths', () => {
    const resolved = resolveTopBar(
      [
        item('https://facebook.com/x'),
        item('//cdn.example/x'),
        item('tel:+3210'),
        item('mailto:a@b.be'),
        item('/contact-demand/'),
        item('/x', false),
      ],
      'fr',
      'nl',
    )
    expect(resolved.map((r) => [r.href, r.newTab])).toEqual([
      ['https://facebook.com/x', true],
      ['//cdn.example/x', true],
      ['tel:+3210', true],
      ['mailto:a@b.be', true],
      ['/fr/estimation-gratuite/', false],
    ])
  })
  it('fills the agency’s phone and address into labels and links; a tel: link dials the digits', () => {
    const phone: TopBarItem = { status: true, label: { nl: '{phone}', fr: '{phone}' }, link: { nl: 'tel:{phone}', fr: 'tel:{phone}' } }
    const [resolved] = resolveTopBar([phone], 'fr', 'nl', { phone: '+32 10 55 66 77' })
    expect(resolved).toMatchObject({ label: '+32 10 55 66 77', href: 'tel:+3210556677', newTab: true })
  })
  it('keeps an item without link as text', () => {
    expect(resolveTopBar([item('')], 'nl', 'nl')[0]?.href).toBeUndefined()
  })
})
