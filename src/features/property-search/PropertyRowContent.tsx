import type { PropertyRowModel } from './search-groups.ts'

/** A property's row in the search's results, the panel's and the no-JavaScript answer's: picture, text, reference, place, goal. */
export function PropertyRowContent({ row, reference, goalWord }: { row: PropertyRowModel; reference: string; goalWord: string }) {
  return (
    <>
      {row.thumbnail ? (
        <img
          src={row.thumbnail}
          alt=""
          width={64}
          height={43}
          loading="lazy"
          className="h-[43px] w-16 shrink-0 rounded-md bg-sand object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-[43px] w-16 shrink-0 rounded-md bg-sand" />
      )}
      <span className="min-w-0 flex-1">
        <span lang={row.lang} className="line-clamp-2 text-sm">
          {row.text}
        </span>
        <span className="mt-0.5 block text-xs text-muted">
          {reference} · {row.place} · {goalWord}
        </span>
      </span>
    </>
  )
}
