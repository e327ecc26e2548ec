import { PRCS_STATUS as S, workInstructionDocument, type AckRow, type EffectiveInstruction, type RouteProcess } from '@scm/core/prcsdocument'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import * as clock from '../../clock'
import { containsPattern } from '../../platform/like'

// What the shop floor reads: the published version of each instruction (never a draft in review),
// per material, station or route process, and who was asked to confirm reading which version.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
const DOC = workInstructionDocument.docType
const like = containsPattern

type Raw = Omit<EffectiveInstruction, 'published_at'> & { published_at: string | Date | null }

/**
 * The published instructions, optionally of a material (its own, or those of the stations where a
 * published route binds it) or of stations; each with the newer version still in review, if any.
 */
export async function effectiveInstructions(db: Db, filter: { mtrId?: number; stationIds?: number[]; searchKey?: string } = {}): Promise<EffectiveInstruction[]> {
  const where: SQL[] = [sql`d.status = ${S.published}`]
  if (filter.mtrId !== undefined) {
    where.push(sql`(d.mtr_id = ${filter.mtrId} or exists (
      select 1 from qul_key_route_line l join qul_key_route r on r.id = l.doc_id
       where r.status = '已发布' and l.station_id = d.station_id and l.mtr_id = ${filter.mtrId}))`)
  }
  if (filter.stationIds) {
    if (!filter.stationIds.length) return []
    where.push(sql`d.station_id in (${sql.join(filter.stationIds.map((id) => sql`${id}`), sql`, `)})`)
  }
  const key = filter.searchKey?.trim()
  if (key) {
    where.push(sql`(d.code ilike ${like(key)} or d.name ilike ${like(key)} or m.mtr_name ilike ${like(key)} or s.station_name ilike ${like(key)})`)
  }
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      select d.id, d.code, d.name, d.version, d.station_id, s.station_name, d.mtr_id, m.mtr_name, r.route_name,
             (select max(e.created_at) from doc_event e where e.doc_type = ${DOC} and e.doc_id = d.id and e.to_status = ${S.published}) as published_at,
             f.file_id, f.file_name,
             p.version as pending_version, p.status as pending_status,
             (select count(*)::int from prcs_doc_ack a where a.doc_id = d.id) as ack_total,
             (select count(*)::int from prcs_doc_ack a where a.doc_id = d.id and a.confirmed_at is not null) as ack_done
        from prcs_document d
        join org_station s on s.id = d.station_id
        left join pub_materiel m on m.mtr_id = d.mtr_id
        left join qul_key_route r on r.id = d.route_id
        left join lateral (select df.file_id, uf.file_name from doc_file df join uploaded_file uf on uf.id = df.file_id
                            where df.doc_type = ${DOC} and df.doc_id = d.id order by df.id limit 1) f on true
        left join lateral (select o.version, o.status from prcs_document o
                            where o.code = d.code and o.status in (${S.draft}, ${S.auditing}, ${S.audited})
                            order by o.version desc limit 1) p on true
       where ${sql.join(where, sql` and `)}
       order by s.station_code, d.code
       limit 500`),
  )
  return rows.map((r) => ({ ...r, version: Number(r.version), pending_version: r.pending_version === null ? null : Number(r.pending_version), published_at: r.published_at ? dateTimeText(r.published_at) : null }))
}

/** The routes (published first, then drafts) with their processes and the instruction in force at each station. */
export async function routeProcesses(db: Db, searchKey?: string): Promise<{ id: number; route_no: string; model: string; route_name: string; status: string; processes: RouteProcess[] }[]> {
  const key = searchKey?.trim()
  const routes = rowsOf<{ id: number; route_no: string; model: string; route_name: string; status: string }>(
    await db.execute(sql`
      select id, route_no, model, route_name, status from qul_key_route
       where status <> '已停用' ${key ? sql`and (model ilike ${like(key)} or route_name ilike ${like(key)} or route_no ilike ${like(key)})` : sql``}
       order by (status = '已发布') desc, model, id desc limit 100`),
  )
  if (!routes.length) return []
  const lines = rowsOf<{ doc_id: number; line_id: number; seq: number; station_id: number; station_name: string; process_name: string; mtr_name: string | null }>(
    await db.execute(sql`
      select l.doc_id, l.id as line_id, l.seq, l.station_id, s.station_name, l.process_name, m.mtr_name
        from qul_key_route_line l
        join org_station s on s.id = l.station_id
        left join pub_materiel m on m.mtr_id = l.mtr_id
       where l.doc_id in (${sql.join(routes.map((r) => sql`${r.id}`), sql`, `)})
       order by l.doc_id, l.seq, l.line_no`),
  )
  const stations = [...new Set(lines.map((l) => Number(l.station_id)))]
  const inForce = await effectiveInstructions(db, { stationIds: stations })
  return routes.map((r) => ({
    ...r,
    processes: lines
      .filter((l) => l.doc_id === r.id)
      .map(({ doc_id: _doc, ...l }) => ({ ...l, seq: Number(l.seq), instructions: inForce.filter((i) => i.station_id === l.station_id) })),
  }))
}

type AckRaw = Omit<AckRow, 'state' | 'asked_at' | 'due_date' | 'confirmed_at'> & { asked_at: string | Date; due_date: string | Date; confirmed_at: string | Date | null }

/** 待确认 | 已确认 | 已逾期 (past its date, today on the server's clock). */
function ackState(row: AckRaw, today: string): string {
  if (row.confirmed_at) return '已确认'
  return String(row.due_date) < today ? '已逾期' : '待确认'
}

/**
 * Readers asked to confirm: of one version (its pending-readers list), or one user's own of the
 * versions in force (what he must read); `pending` keeps the unconfirmed ones.
 */
export async function ackRows(db: Db, filter: { docId?: number; userid?: number; pending?: boolean }): Promise<AckRow[]> {
  const where: SQL[] = []
  if (filter.docId !== undefined) where.push(sql`a.doc_id = ${filter.docId}`)
  if (filter.userid !== undefined) where.push(sql`a.userid = ${filter.userid} and d.status = ${S.published}`)
  if (filter.pending) where.push(sql`a.confirmed_at is null`)
  const rows = rowsOf<AckRaw>(
    await db.execute(sql`
      select a.id, a.doc_id, d.code, d.name, d.version, s.station_name, a.userid, a.user_name, a.asked_at, to_char(a.due_date, 'YYYY-MM-DD') as due_date, a.confirmed_at
        from prcs_doc_ack a
        join prcs_document d on d.id = a.doc_id
        left join org_station s on s.id = a.station_id
       where ${where.length ? sql.join(where, sql` and `) : sql`true`}
       order by (a.confirmed_at is null) desc, a.due_date, a.id
       limit 500`),
  )
  const today = clock.today()
  return rows.map((r) => ({
    ...r,
    version: Number(r.version),
    asked_at: dateTimeText(r.asked_at),
    due_date: String(r.due_date),
    confirmed_at: r.confirmed_at ? dateTimeText(r.confirmed_at) : null,
    state: ackState(r, today),
  }))
}
