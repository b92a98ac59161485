// The content-pages feature's face (decision 032): what routes and other features use of it.
export { agencyStructuredDataScript } from './agency-structured-data.ts'
export { AgencyContactCard } from './AgencyContactCard.tsx'
export {
  getContentPage,
  getFeedbackPage,
  getHomeBlocks,
  getServiceArticle,
  getServiceArticleList,
  getTeamPage,
} from './content.functions.ts'
export { ContentPageView } from './ContentPageView.tsx'
export { FeedbackPage } from './FeedbackPage.tsx'
export { ServiceArticleView } from './ServiceArticleView.tsx'
export { ServicesOverview } from './ServicesOverview.tsx'
export { TeamGrid } from './TeamGrid.tsx'
export { TeamPage } from './TeamPage.tsx'
