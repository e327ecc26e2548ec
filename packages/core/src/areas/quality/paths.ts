// The quality screens' own calls beside their documents' and resources' derived ones
// (packages/server/src/areas/quality/API.md, TRACE.md): the trace, the flow card, and two lookups.

const TRACE = '/api/QulTrace'
const CARD = '/api/QulFlowCard'

export const QUALITY_PATHS = {
  /** GET ?vin: a vehicle's whole trace (by VIN or engine number) */
  traceByVin: `${TRACE}/ByVin`,
  /** POST scope + list query: the vehicles a part, batch or plan went into */
  tracedVehicles: `${TRACE}/GetVehicles`,
  /** POST scope: the same vehicles as .xlsx */
  tracedVehiclesExport: `${TRACE}/Export`,
  /** POST scope + name: the traced vehicles kept as a snapshot */
  saveSnapshot: `${TRACE}/SaveSnapshot`,
  /** GET: the snapshots the caller may see */
  snapshots: `${TRACE}/Snapshots`,
  /** GET ?id: one snapshot's vehicles as kept */
  snapshot: `${TRACE}/GetSnapshot`,
  /** POST list query: the vehicles on the line */
  flowCards: `${CARD}/GetList`,
  /** GET ?vin: a vehicle's flow card */
  flowCard: `${CARD}/GetCard`,
  /** POST: a vehicle goes on the line */
  buildVehicle: `${CARD}/Build`,
  /** POST {vin, route_line_id, result}: a step recorded */
  recordStep: `${CARD}/Record`,
  /** POST {vin, check}: 下线 or 终检 */
  checkVehicle: `${CARD}/Check`,
  /** POST: a part bound to a step */
  bindPart: `${CARD}/Bind`,
  /** POST: a bound part taken off (or replaced) */
  unbindPart: `${CARD}/Unbind`,
  /** GET ?mtr_id: the batches a part can come from */
  batchOptions: `${CARD}/BatchOptions`,
  /** POST list query: the defect codes */
  defectCodes: '/api/DefectCode/GetList',
  /** GET ?field: a key route field's options */
  keyRouteOptions: '/api/QulKeyRoute/RefOptions',
} as const
