// 服务履历: one view of every work order, part replaced and complaint of a vehicle (by VIN).

/** GET /api/CustVehicle/GetServiceHistory?vin= — what a vehicle went through, newest first. */
export const SERVICE_HISTORY_PATH = '/api/CustVehicle/GetServiceHistory'

export interface ServiceHistory {
  vehicle: { id: number; vin: string; model: string; plate_no: string; cust_name: string; delivery_date: string; warranty_end: string }
  workbills: { id: number; bill_no: string; status: string; reported_at: string; fault_desc: string; outlet: string; engineer: string; completed_at: string; warranty: string; satisfaction: number | null }[]
  parts: { bill_no: string; completed_at: string; part_code: string; part_name: string; qty: number; faulty_sn: string; new_sn: string }[]
  complaints: { id: number; complaint_no: string; status: string; source: string; content: string; created_at: string }[]
}

export const SERVICE_HISTORY_MESSAGES = { noVehicle: '车辆不存在' } as const
