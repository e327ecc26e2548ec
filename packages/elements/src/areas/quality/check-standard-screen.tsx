import { standardDocument } from '@scm/core/quality'
import { documentScreen } from '../../document/document-screen'
import { reviseActions } from '../../document/revise-button'

// /MyQAS/CheckStandard 检验标准维护 — the standards with their versions, derived from the core
// document definition: items with limits, sampling (检验水平, AQL), submit for approval, void a
// draft, and 修订 of an approved version into the next version's draft.
export const CheckStandardScreen = documentScreen(standardDocument, reviseActions(standardDocument, ['已批准']))
