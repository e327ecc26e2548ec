// Home widget 待确认阅读的作业指导书 (a station's operator): the published versions he was asked to
// confirm and has not yet, the earliest date first; each opens the material file view.
import { ackTone } from '@scm/core/prcsdocument'
import { registerWidgetSource } from '../../platform/widgets'
import { ackRows } from './views'

export const PENDING_READS_WIDGET = 'pendingInstructionReads'
const VIEW = '/prcsdocument/prcsdocrouteview'

registerWidgetSource(PENDING_READS_WIDGET, async ({ db, user }) => {
  const rows = await ackRows(db, { userid: user.userid, pending: true })
  return {
    count: rows.length,
    link: VIEW,
    items: rows.slice(0, 5).map((r) => ({ label: `${r.code} 第${r.version}版 ${r.name}`, value: `${r.state}（${r.due_date}前）`, tone: ackTone(r.state), time: r.asked_at, link: VIEW })),
  }
})
