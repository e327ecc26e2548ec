import { defineElement } from '../../runtime'
import { TraceScreen } from './trace-lazy'

// /QulManage/trace 整车追溯: the trace screen (trace-screen.tsx).
defineElement('scm-trace', TraceScreen, {
  description: '整车追溯：车架号→关键件、供应商批次、来料检验、索赔、流程卡与故障；批次/序列号/计划/工位→车辆（按当前位置统计、分页、导出、快照）',
  attributes: {
    view: { type: 'string', description: '打开方式：vin 整车、batch 批次、serial 序列号、plan 生产计划、station 工位、snapshots 快照' },
    vin: { type: 'string', description: '打开时直接追溯的车架号' },
  },
})
