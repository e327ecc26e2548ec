import type { ServerConfig } from '../../config'
import type { Db } from '../../db'
import { addDays, today } from '../../platform/input'
import { demoPdf, fileStoreOf } from '../../platform/file-store'
import { uploadedFile } from '../../platform/schema'
import type { CurrentUser } from '../../http/context'
import { demoUser } from '../../seed/demo-user'
import { saveContract } from './contracts'

/** Stores a demo file as `by` uploading it (category contract); answers its id. */
async function uploadDemoFile(db: Db, config: Pick<ServerConfig, 'dataDir'>, by: CurrentUser, fileName: string, text: string): Promise<number> {
  const bytes = demoPdf(text)
  const hash = await fileStoreOf(config).put(bytes)
  const [row] = await db
    .insert(uploadedFile)
    .values({ fileName, fileSize: bytes.byteLength, contentType: 'application/pdf', category: 'contract', hash, userid: by.userid })
    .returning({ id: uploadedFile.id })
  return row!.id
}

/** Contracts across the validity states (dates relative to today), with their files. */
export async function seedContracts(db: Db, config: Pick<ServerConfig, 'dataDir'>): Promise<void> {
  const buyer = await demoUser(db, 'buyer01')
  const now = today()
  const year = now.slice(0, 4)
  const demo = [
    { no: `HT${year}-001`, supplyid: 1001, title: '冷却系统零部件年度采购框架合同', amount: 3_860_000, signed: -200, from: -190, to: 175, files: ['冷却系统零部件年度采购框架合同.pdf', '技术协议附件.pdf'] },
    { no: `HT${year}-002`, supplyid: 1002, title: '发动机核心零部件供货合同', amount: 12_500_000, signed: -340, from: -335, to: 20, files: ['发动机核心零部件供货合同.pdf'] },
    { no: `HT${year}-003`, supplyid: 1003, title: '整车电器件采购合同', amount: 6_420_000, signed: -90, from: -80, to: 285, files: ['整车电器件采购合同.pdf', '质量保证协议.pdf'] },
    { no: `HT${Number(year) - 1}-017`, supplyid: 1002, title: '涡轮增压器专项采购合同', amount: 1_980_000, signed: -420, from: -410, to: -45, files: ['涡轮增压器专项采购合同.pdf'] },
    { no: `HT${year}-004`, supplyid: 1004, title: '底盘件年度采购合同（续签）', amount: 4_750_000, signed: -10, from: 21, to: 386, files: [] },
  ]
  for (const c of demo) {
    const fileIds: number[] = []
    for (const [i, name] of c.files.entries()) fileIds.push(await uploadDemoFile(db, config, buyer, name, `Contract ${c.no} - attachment ${i + 1}`))
    await saveContract(db, buyer, {
      contract_no: c.no,
      supplyid: c.supplyid,
      title: c.title,
      amount: c.amount,
      sign_date: addDays(now, c.signed),
      valid_from: addDays(now, c.from),
      valid_to: addDays(now, c.to),
      remark: '价格按季度调整，结算周期60天',
      file_ids: fileIds,
    })
  }
}
