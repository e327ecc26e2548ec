import { checkLogDocument } from '@scm/core/quality'
import { documentScreen } from '../../document/document-screen'

// 故障检验记录 — a vehicle's on-site inspection at a station: a new record takes the station's
// check items as its lines (each 合格 until found otherwise); 提交 fixes it.
export const CheckLogScreen = documentScreen(checkLogDocument)
