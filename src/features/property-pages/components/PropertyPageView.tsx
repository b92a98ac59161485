import type { Goal } from '~/domain/catalogue-ids'
import type { FoundPropertyPage } from '../property-loader'
import { PropertyUnavailable } from './PropertyUnavailable'
import { PropertyView } from './PropertyView'

export function PropertyPageView({ data, goal }: { data: FoundPropertyPage; goal: Goal }) {
  if (data.availability !== 'available') return <PropertyUnavailable reason={data.availability} goal={goal} similar={data.similar} />
  return <PropertyView property={data.property} similar={data.similar} leadForm={data.leadForm} />
}
