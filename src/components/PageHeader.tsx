import type { ReactNode } from 'react'
import { Breadcrumbs } from './Breadcrumbs.tsx'

/** The top of a content page: breadcrumb, title and lead, on a sand background. */
export function PageHeader({
  neutral,
  title,
  lead,
  current,
  children,
}: {
  neutral: string
  title: string
  lead?: string
  current?: string
  children?: ReactNode
}) {
  return (
    <div className="border-b border-line bg-paper">
      <div className="container-page py-10 md:py-14">
        <Breadcrumbs neutral={neutral} current={current} />
        <h1 className="mt-5 max-w-4xl text-4xl leading-tight md:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-muted">{lead}</p>}
        {children}
      </div>
    </div>
  )
}
