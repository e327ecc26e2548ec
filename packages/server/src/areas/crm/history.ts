import { z } from 'zod'
import { SERVICE_HISTORY_MESSAGES as M, SERVICE_HISTORY_PATH } from '@scm/core/crm'
import { vehicleResource } from '@scm/core/business'
import { sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { accepts, fail, okJson, requireFn, type AppEnv, CUSTOMER_OWNED } from '../../http'
import { ownerScope } from '../../platform/owner-scope'
import { saleCustomer } from '../../identity/partner-schema'
import { pubServiceOutlets, seCustComplaint, seCustVehicle, seWorkbill, seWorkbillPart } from './schema'

/**
 * GET /api/CustVehicle/GetServiceHistory?vin= (服务履历): the vehicle, its work orders, the parts
 * they replaced and its complaints, newest first. Granted with the customers' screen; a customer
 * reaches only his own vehicles (the owner scope is in every query, by the vehicle's and the
 * records' customer id).
 */
export const serviceHistoryRoutes = new Hono<AppEnv>()

serviceHistoryRoutes.get(SERVICE_HISTORY_PATH, requireFn(vehicleResource.fn, CUSTOMER_OWNED), accepts({ query: z.object({ vin: z.string().regex(/^\s*[A-Za-z0-9]{1,17}\s*$/) }) }), async (c) => {
  const vin = (c.req.query('vin') ?? '').trim().toUpperCase()
  if (!/^[A-Z0-9]{1,17}$/.test(vin)) return fail(c, '请输入车架号(VIN)', 400)
  const user = c.get('user')
  const V = seCustVehicle
  const W = seWorkbill
  const P = seWorkbillPart
  const K = seCustComplaint
  const O = pubServiceOutlets
  const own = (column: typeof V.customer_id | typeof W.customer_id | typeof K.customer_id) => ownerScope(user, { customer: column }) ?? sql`true`
  const time = (column: SQL | typeof W.reported_at) => sql`coalesce(to_char(${column}, 'YYYY-MM-DD HH24:MI:SS'), '')`
  const text = (column: unknown) => sql`coalesce(${column}::text, '')`
  // one statement answering the whole view as JSON (a vehicle's hundred work orders are not
  // decoded row by row and encoded again): the vehicle, its work orders, parts and complaints,
  // each in the owner scope of the caller
  const result = await c.get('db').execute(sql`
    select json_build_object(
      'vehicle', json_build_object('id', ${V.id}, 'vin', ${V.vin}, 'model', ${text(V.model)}, 'plate_no', ${text(V.plate_no)}, 'cust_name', ${saleCustomer.custName},
                                   'delivery_date', ${text(V.delivery_date)}, 'warranty_end', ${text(V.warranty_end)}),
      'workbills', (select coalesce(json_agg(json_build_object(
                       'id', ${W.id}, 'bill_no', ${W.bill_no}, 'status', ${W.status}, 'reported_at', ${time(W.reported_at)}, 'fault_desc', ${text(W.fault_desc)},
                       'outlet', ${text(O.name)}, 'engineer', ${text(W.engineer)}, 'completed_at', ${time(W.completed_at)}, 'warranty', ${text(W.warranty)},
                       'satisfaction', ${W.satisfaction}) order by ${W.reported_at} desc, ${W.id} desc), '[]')
                      from ${W} left join ${O} on ${O.id} = ${W.outlet_id}
                     where ${W.vin} = ${vin} and ${own(W.customer_id)}),
      'parts', (select coalesce(json_agg(json_build_object(
                   'bill_no', ${W.bill_no}, 'completed_at', ${time(W.completed_at)}, 'part_code', ${text(P.part_code)}, 'part_name', ${text(P.part_name)},
                   'qty', ${P.qty}, 'faulty_sn', ${text(P.faulty_sn)}, 'new_sn', ${text(P.new_sn)}) order by ${W.completed_at} desc nulls first, ${P.line_no}), '[]')
                  from ${P} join ${W} on ${W.id} = ${P.doc_id}
                 where ${W.vin} = ${vin} and ${own(W.customer_id)}),
      'complaints', (select coalesce(json_agg(json_build_object(
                        'id', ${K.id}, 'complaint_no', ${K.complaint_no}, 'status', ${K.status}, 'source', ${text(K.source)}, 'content', ${text(K.content)},
                        'created_at', ${time(K.created_at)}) order by ${K.id} desc), '[]')
                       from ${K} where ${K.vin} = ${vin} and ${own(K.customer_id)})
    )::text as history
      from ${V} join ${saleCustomer} on ${saleCustomer.customerId} = ${V.customer_id}
     where ${V.vin} = ${vin} and ${own(V.customer_id)}`)
  const [row] = (result as unknown as { rows: { history: string }[] }).rows
  if (!row) return fail(c, M.noVehicle, 404)
  return okJson(c, row.history)
})
