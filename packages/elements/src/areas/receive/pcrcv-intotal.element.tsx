import { defineElement } from '../../runtime'
import type { FilterSpec } from '../../list/filter-bar'
import { SummaryScreen, type SummaryColumn } from '../../list/summary-screen'
import { RECEIVE_PATHS } from '@scm/core/receive'

// /PcRcv/intotal 完工入库统计: qualified quantities put into stock, by material, supplier or
// month, with the 合计 over all matching receipts.

const GROUPS = [
  { value: 'material', label: '按物料', column: '物料' },
  { value: 'supplier', label: '按供应商', column: '供应商' },
  { value: 'month', label: '按月份', column: '月份' },
]

const NUMBERS: SummaryColumn[] = [
  { key: 'receipt_count', title: '收货单数', kind: 'count' },
  { key: 'qty', title: '收货数量', kind: 'qty' },
  { key: 'qualified_qty', title: '合格入库数量', kind: 'qty' },
  { key: 'rejected_qty', title: '不合格数量', kind: 'qty' },
]

const filters = (supplierUser: boolean): FilterSpec[] => [
  ...(supplierUser ? [] : [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec]),
  { kind: 'text', name: 'mtr', label: '物料', placeholder: '物料编码或名称' },
  { kind: 'dateRange', name: 'rcv_date', label: '收货日期' },
]

function PcRcvInTotal({ pageSize }: { pageSize?: number }) {
  return (
    <SummaryScreen
      title="完工入库统计"
      fn="PcRcv_intotal"
      listPath={RECEIVE_PATHS.inTotal}
      exportPath={RECEIVE_PATHS.inTotalExport}
      exportName="完工入库统计.xlsx"
      groups={GROUPS}
      numbers={NUMBERS}
      filterSpecs={filters}
      pageSize={pageSize}
    />
  )
}

defineElement('scm-pcrcv-intotal', PcRcvInTotal, {
  description: '完工入库统计：按物料、供应商或月份汇总收货与合格入库数量，含合计',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
