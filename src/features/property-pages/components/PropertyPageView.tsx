import type { Goal } from '#/domain/catalogue-ids.ts'
import type { FoundPropertyPage } from '../property-loader.ts'
import { PropertyUnavailable } from './PropertyUnavailable.tsx'
import { PropertyView } from './PropertyView.tsx'

export function PropertyPageView({ data, goal }: { data: FoundPropertyPage; goal: Goal }) {
  if (data.availability !== 'available') return <PropertyUnavailable reason={data.availability} goal={goal} similar={data.similar} />
  return <PropertyView property={data.property} similar={data.similar} leadForm={data.leadForm} />
}
