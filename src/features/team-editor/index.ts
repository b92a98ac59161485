// The team editor's face (decision 034): the back office's team area and its read, for the route.
export { TeamEditorView } from './TeamEditorView.tsx'
export { teamEditorQuery } from './team-editor-queries.ts'
