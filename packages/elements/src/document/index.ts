// The document kit of the elements (the screens' half of core's defineDocument): the headless
// hooks (useDocument for one document — on useDocumentRecord, which also takes a detail of a
// screen's own shape —, useDocumentDraft for its editing state) and the views
// derived from one definition — status tag, facts, lines, files, history timeline, actions,
// detail, editor, the list columns and the whole screen. An area replaces any view and keeps the hooks.
export { useDocument, documentCalls, type DocumentController, type DocumentActionOffer, type SaveRefusal } from './use-document'
export { useDocumentRecord, type DocumentRecord, type DocumentSource } from './use-document-record'
export { useDocumentDraft, type DocumentDraft, type DraftLine } from './use-document-draft'
export { DocumentStatus } from './document-status'
export { documentValue } from './format'
export { DocumentFacts } from './document-facts'
export { DocumentLines, lineColumns } from './document-lines'
export { DocumentFiles, type DocumentFilesProps } from './document-files'
export { DocumentHistory } from './document-history'
export { DocumentActions, type DocumentActionsProps } from './document-actions'
export { DocumentDetailView, type DocumentDetailViewProps } from './document-detail'
export { LineGrid } from './line-grid'
export { DocumentEditor, type DocumentEditorProps } from './document-editor'
export { DocumentPanel, type DocumentPanelProps } from './document-panel'
export { documentColumns, documentRowActions, type DocumentRowHandlers } from './document-columns'
export { DocumentList, documentScreen, type DocumentScreenContext, type DocumentScreenProps, type DocumentScreenSlots } from './document-screen'
