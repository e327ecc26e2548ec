import { documentAction } from '@scm/core'
import { PRCS_ACK_DAYS_PARAM, workInstructionDocument } from '@scm/core/prcsdocument'
import { eq, inArray, sql } from 'drizzle-orm'
import type { ServerConfig } from '../../config'
import type { Db } from '../../db'
import { actWithHooks, saveWithHooks } from '../../document/hooks'
import type { CurrentUser } from '../../http'
import { orgStation } from '../../identity/org-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { attachFiles } from '../../platform/attachments'
import { fileStoreOf } from '../../platform/file-store'
import { operationAuthority } from '../../business/file-rights-schema'
import { flowEngine } from '../../platform/flows'
import { sysParam, uploadedFile } from '../../platform/schema'
import { sysGadget } from '../../platform/widget-schema'
import { PENDING_READS_WIDGET } from './widget'
import * as clock from '../../clock'
import { confirmRead, instructionBinding, instructionHooks, reviseInstruction } from './instruction'

/**
 * Base data: the days a station's users have to confirm reading a published version, the operator's
 * home widget of what he must read, and the
 * default file operation rights of the two roles (the process engineer uploads, reads and downloads
 * like other staff; an operator's instructions are served by this area's own call, not the files').
 */
export async function seedPrcsBase(db: Db): Promise<void> {
  await db
    .insert(sysParam)
    .values({ paramKey: PRCS_ACK_DAYS_PARAM, paramValue: '3', remark: '作业指导书发布后工位人员确认阅读的期限（天）' })
    .onConflictDoNothing()
  await db.insert(sysGadget).values({ id: PENDING_READS_WIDGET, title: '待确认阅读的作业指导书', homes: [], roles: ['operator'], sort: 65 }).onConflictDoNothing()
  await db
    .insert(operationAuthority)
    .values({ subjectType: 'role', subjectKey: 'role:process', role: 'process', category: '', canView: true, canDownload: true, canUpload: true, canDelete: false })
    .onConflictDoNothing()
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
const daysAgo = (n: number, hour = 9) => {
  const d = new Date(clock.nowMs() - n * 86_400_000)
  d.setHours(hour, 0, 0, 0)
  return d
}

/** A one-page PDF naming the instruction and its version (what the station prints or views). */
export function instructionPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, ' ')
  const stream = `BT /F1 18 Tf 60 760 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

async function uploadPdf(db: Db, config: Pick<ServerConfig, 'dataDir'>, by: CurrentUser, fileName: string, title: string): Promise<number> {
  const bytes = instructionPdf(title)
  const hash = await fileStoreOf(config).put(bytes)
  const [row] = await db
    .insert(uploadedFile)
    .values({ fileName, fileSize: bytes.byteLength, contentType: 'application/pdf', category: 'document', hash, userid: by.userid })
    .returning({ id: uploadedFile.id })
  return row!.id
}

/**
 * Demo work instructions of the assembly line's stations, through the calls' own save, file,
 * approval flow (quality engineer, then admin), publish and revise: 总装关键件装配 in its second
 * version (the first retired, one reader confirmed, one pending) with a third in review; 整车终检
 * published with its reader overdue; one audited waiting to be published, a draft, and a voided one.
 */
export async function seedInstructions(db: Db, config: Pick<ServerConfig, 'dataDir'>): Promise<void> {
  await flowEngine().seedDemoFlows(db) // prcsdoc_audit, on data seeded before the wf area's own seed
  const people = await db
    .select({ userid: sysUser.userid, UserName: sysUser.userName, usercode: sysUser.usercode, role: sysUserRole.role })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userid, sysUser.userid))
    .where(inArray(sysUser.usercode, ['proc01', 'qe01', 'admin', 'opr01']))
  const as = (code: string) => {
    const p = people.find((u) => u.usercode === code)
    return p ? ({ userid: p.userid, UserName: p.UserName, usercode: p.usercode, supplyid: null, customerId: null, roles: [p.role] } as unknown as CurrentUser) : undefined
  }
  const proc = as('proc01')
  const qe = as('qe01')
  const admin = as('admin')
  const opr = as('opr01')
  if (!proc || !qe || !admin || !opr) return
  const stations = new Map(
    (await db.select({ id: orgStation.id, code: orgStation.stationCode }).from(orgStation).where(inArray(orgStation.stationCode, ['010601', '010602', '010603', '010604', '010605']))).map((s) => [s.code, s.id]),
  )
  // the main model's published route: its processes name the stations and their key parts
  const lines = rowsOf<{ route_id: number; station_id: number; mtr_id: number | null }>(
    await db.execute(sql`
      select r.id as route_id, l.station_id, l.mtr_id from qul_key_route r join qul_key_route_line l on l.doc_id = r.id
       where r.status = '已发布' and r.id = (select min(id) from qul_key_route where status = '已发布') order by l.seq`),
  )
  const routeOf = (code: string) => lines.find((l) => l.station_id === stations.get(code))

  const b = instructionBinding
  const act = (name: string, id: number, user: CurrentUser, reason = '') => actWithHooks(db, b, instructionHooks, documentAction(workInstructionDocument, name), { id, user, reason })
  const withFile = async (id: number, title: string) => {
    const [doc] = await db.execute(sql`select code, version from prcs_document where id = ${id}`).then((r) => rowsOf<{ code: string; version: number }>(r))
    const file = await uploadPdf(db, config, proc, `${doc!.code}-V${doc!.version}.pdf`, `${doc!.code} V${doc!.version} ${title}`)
    await attachFiles(db, workInstructionDocument.docType, id, [file], proc)
  }
  const approve = async (id: number) => {
    await flowEngine().approveRecord(db, { recordType: workInstructionDocument.docType, recordId: id, user: qe, opinion: '内容与现行工艺一致' })
    await flowEngine().approveRecord(db, { recordType: workInstructionDocument.docType, recordId: id, user: admin, opinion: '同意' })
  }
  const create = async (code: string, station: string, name: string, at: Date) =>
    clock.runAt(at, async () => {
      const hit = routeOf(station)
      const id = await saveWithHooks(db, b, instructionHooks, {
        id: null,
        body: { code, name, station_id: stations.get(station), route_id: hit?.route_id ?? null, mtr_id: hit?.mtr_id ?? null, remark: '首版' },
        user: proc,
      })
      await withFile(id, 'Work Instruction')
      return id
    })
  const through = async (id: number, at: Date, upto: 'submitted' | 'audited' | 'published') =>
    clock.runAt(at, async () => {
      await act('Submit', id, proc)
      if (upto === 'submitted') return
      await approve(id)
      if (upto === 'audited') return
      await act('Publish', id, proc)
    })
  const revise = async (id: number, remark: string, at: Date) =>
    clock.runAt(at, async () => {
      const next = await reviseInstruction(db, id, proc)
      await db.execute(sql`update prcs_document set remark = ${remark} where id = ${next}`)
      await withFile(next, 'Work Instruction (revised)')
      return next
    })

  if (!stations.get('010601') || !stations.get('010602')) return
  // 总装关键件装配: v1 published 60 days ago, v2 published 10 days ago (v1 retired), v3 in review
  const a1 = await create('WI-010601-01', '010601', '总装关键件装配作业指导书', daysAgo(62))
  await through(a1, daysAgo(60), 'published')
  const a2 = await revise(a1, '增加悬置螺栓复紧要求', daysAgo(12))
  await through(a2, daysAgo(10), 'published')
  await clock.runAt(daysAgo(9), () => confirmRead(db, a2, opr))
  const a3 = await revise(a2, '更新力矩扳手点检频次', daysAgo(1))
  await through(a3, daysAgo(1, 15), 'submitted')
  // 整车终检: v1 published 20 days ago; its reader never confirmed (overdue)
  const c1 = await create('WI-010602-01', '010602', '整车终检作业指导书', daysAgo(22))
  await through(c1, daysAgo(20), 'published')
  if (stations.get('010603')) {
    const e1 = await create('WI-010603-01', '010603', '发动机合装作业指导书', daysAgo(5))
    await through(e1, daysAgo(4), 'audited')
  }
  if (stations.get('010604')) await create('WI-010604-01', '010604', '底盘部件装配作业指导书', daysAgo(2))
  if (stations.get('010605')) {
    const v = await create('WI-010605-01', '010605', '电气部件装配作业指导书', daysAgo(8))
    await clock.runAt(daysAgo(7), () => act('Void', v, proc, '与电气装配检验规范合并，另行编制'))
  }
}
