import { SERVICE_HISTORY_MESSAGES as M, SERVICE_HISTORY_PATH, vehicleResource, type ServiceHistory } from '@scm/core'
import { and, asc, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { fail, ok, ownerScope, requireFn, type AppEnv, CUSTOMER_OWNED } from '../../http'
import { dateText, dateTimeText } from '../../http/dates'
import { saleCustomer } from '../../identity/partner-schema'
import { pubServiceOutlets, seCustComplaint, seCustVehicle, seWorkbill, seWorkbillPart } from './schema'

/**
 * GET /api/CustVehicle/GetServiceHistory?vin= (服务履历): the vehicle, its work orders, the parts
 * they replaced and its complaints, newest first. Granted with the customers' screen; a customer
 * reaches only his own vehicles (the owner scope is in every query, by the vehicle's and the
 * records' customer id).
 */
export const serviceHistoryRoutes = new Hono<AppEnv>()

serviceHistoryRoutes.get(SERVICE_HISTORY_PATH, requireFn(vehicleResource.fn, CUSTOMER_OWNED), async (c) => {
  const vin = (c.req.query('vin') ?? '').trim().toUpperCase()
  if (!/^[A-Z0-9]{1,17}$/.test(vin)) return fail(c, '请输入车架号(VIN)', 400)
  const db = c.get('db')
  const user = c.get('user')
  const V = seCustVehicle
  const [vehicle] = await db
    .select({ id: V.id, vin: V.vin, model: V.model, plate_no: V.plate_no, cust_name: saleCustomer.custName, customer_id: V.customer_id, delivery_date: V.delivery_date, warranty_end: V.warranty_end })
    .from(V)
    .innerJoin(saleCustomer, eq(saleCustomer.customerId, V.customer_id))
    .where(and(eq(V.vin, vin), ownerScope(user, { customer: V.customer_id })))
  if (!vehicle) return fail(c, M.noVehicle, 404)
  const W = seWorkbill
  const own = (column: typeof W.customer_id | typeof seCustComplaint.customer_id) => ownerScope(user, { customer: column })
  const P = seWorkbillPart
  const K = seCustComplaint
  // the three lists side by side (three connections of the pool): one round trip of wait, not three
  const [workbills, parts, complaints] = await Promise.all([
    db
      .select({ id: W.id, bill_no: W.bill_no, status: W.status, reported_at: W.reported_at, fault_desc: W.fault_desc, outlet: pubServiceOutlets.name, engineer: W.engineer, completed_at: W.completed_at, warranty: W.warranty, satisfaction: W.satisfaction })
      .from(W)
      .leftJoin(pubServiceOutlets, eq(pubServiceOutlets.id, W.outlet_id))
      .where(and(eq(W.vin, vin), own(W.customer_id)))
      .orderBy(desc(W.reported_at), desc(W.id)),
    db
      .select({ bill_no: W.bill_no, completed_at: W.completed_at, part_code: P.part_code, part_name: P.part_name, qty: P.qty, faulty_sn: P.faulty_sn, new_sn: P.new_sn })
      .from(P)
      .innerJoin(W, eq(W.id, P.doc_id))
      .where(and(eq(W.vin, vin), own(W.customer_id)))
      .orderBy(desc(W.completed_at), asc(P.line_no)),
    db
      .select({ id: K.id, complaint_no: K.complaint_no, status: K.status, source: K.source, content: K.content, created_at: K.created_at })
      .from(K)
      .where(and(eq(K.vin, vin), own(K.customer_id)))
      .orderBy(desc(K.id)),
  ])
  // columns of the derived tables are typed loosely: each value as the answer's type says
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
  const time = (v: unknown) => dateTimeText(v as string | null)
  const history: ServiceHistory = {
    vehicle: { id: Number(vehicle.id), vin, model: text(vehicle.model), plate_no: text(vehicle.plate_no), cust_name: vehicle.cust_name, delivery_date: dateText(vehicle.delivery_date as string | null), warranty_end: dateText(vehicle.warranty_end as string | null) },
    workbills: workbills.map((w) => ({
      id: Number(w.id),
      bill_no: text(w.bill_no),
      status: text(w.status),
      reported_at: time(w.reported_at),
      fault_desc: text(w.fault_desc),
      outlet: text(w.outlet),
      engineer: text(w.engineer),
      completed_at: time(w.completed_at),
      warranty: text(w.warranty),
      satisfaction: w.satisfaction === null || w.satisfaction === undefined ? null : Number(w.satisfaction),
    })),
    parts: parts.map((p) => ({ bill_no: text(p.bill_no), completed_at: time(p.completed_at), part_code: text(p.part_code), part_name: text(p.part_name), qty: Number(p.qty), faulty_sn: text(p.faulty_sn), new_sn: text(p.new_sn) })),
    complaints: complaints.map((k) => ({ id: Number(k.id), complaint_no: text(k.complaint_no), status: text(k.status), source: text(k.source), content: text(k.content), created_at: time(k.created_at) })),
  }
  return ok(c, history)
})
