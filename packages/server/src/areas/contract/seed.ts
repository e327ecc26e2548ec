import type { Db } from '../../db'
import { addDays, today } from '../../platform/input'
import { demoUser } from '../order/seed'
import { saveContract } from './contracts'

/** Contracts across the validity states (dates relative to today). */
export async function seedContracts(db: Db): Promise<void> {
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
    await saveContract(db, buyer, {
      contract_no: c.no,
      supplyid: c.supplyid,
      title: c.title,
      amount: c.amount,
      sign_date: addDays(now, c.signed),
      valid_from: addDays(now, c.from),
      valid_to: addDays(now, c.to),
      remark: '价格按季度调整，结算周期60天',
      files: c.files.map((name, i) => ({ file_name: name, file_path: `contracts/${c.no}/${i + 1}.pdf`, file_size: 180_000 + i * 52_000 })),
    })
  }
}
