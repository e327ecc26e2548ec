import { jobRunResource } from '@scm/core/sysmanage'
import { defineElement } from '../../runtime'
import { defaultRowActions, ResourceList } from '../../resource/resource-list'
import { StatusTag } from '../../ui/status-tag'

// /sysmanage/jobRun 后台任务 — the runs of the server's background jobs, one row per job and due
// time (which instance ran it, when, how long, with what result). The kit's list and detail from
// the core definition, read only: the server writes the rows, so no 新增 / 编辑 / 删除 whatever the
// grant holds; 导出Excel stays.

const def = jobRunResource

function JobRunScreen({ pageSize }: { pageSize?: number }) {
  return (
    <ResourceList
      def={def}
      pageSize={pageSize}
      selectable={false}
      columns={(derived) =>
        derived.map((column) =>
          column.key === 'result'
            ? { ...column, render: (row) => (row.result ? <StatusTag status={String(row.result)} tone={row.result === '成功' ? 'success' : 'error'} /> : null) }
            : column,
        )
      }
      toolbar={(buttons) => buttons.exportExcel}
      rowActions={(row, list) => defaultRowActions(row, { ...list, can: () => false })}
    />
  )
}

defineElement('scm-job-run', JobRunScreen, {
  description: '后台任务：各后台任务每个应运行时间的运行记录（开始、结束、耗时、结果、运行实例），只读',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {},
})
