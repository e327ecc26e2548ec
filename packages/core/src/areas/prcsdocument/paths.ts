// The calls of the work instructions' screens beside their document's own (workInstructionDocument):
// the approval flow a work instruction goes through (packages/server/src/areas/wf).

export const PRCSDOCUMENT_PATHS = {
  /** GET ?recordType&recordId: the approval flow of a work instruction */
  flowStatus: '/api/Wf/GetFlowStatus',
  /** POST {instanceId, opinion}: the current step approved */
  approve: '/api/Wf/Approve',
  /** POST {instanceId, opinion}: the current step rejected */
  reject: '/api/Wf/Reject',
} as const
