import { useState } from 'react'
import { css } from 'styled-system/css'
import { workInstructionDocument, type RouteProcess } from '@scm/core/prcsdocument'
import { useLoad } from '../../list/use-load'
import { DataTable, type Column } from '../../ui/data-table'
import { SearchInput } from '../../ui/search-input'
import { StatusTag } from '../../ui/status-tag'
import { ViewFileButton } from './instruction-file'

// /prcsdocument/prcsdocroute 作业指导书工序管理: the routes of processes at stations (the one route
// definition, 关键工序路线 per model) and, per process, the instruction in force at its station, a
// newer version in review and how many of its readers confirmed.

interface RouteRow {
  id: number
  route_no: string
  model: string
  route_name: string
  status: string
  processes: RouteProcess[]
}

const card = css({ border: '1px solid #ebeef5', borderRadius: '4px', p: '10px 12px', mb: '12px', '& h3': { fontSize: '14px', fontWeight: '600', m: '0 0 8px', display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' } })
const bar = css({ display: 'flex', gap: '8px', mb: '12px', maxW: '360px' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '2px' })

const columns: Column<RouteProcess>[] = [
  { key: 'seq', title: '顺序', kind: 'count', width: 60 },
  { key: 'station_name', title: '工位', width: 110 },
  { key: 'process_name', title: '工序', width: 140 },
  { key: 'mtr_name', title: '关键件', width: 130 },
  {
    key: 'instructions',
    title: '在用作业指导书',
    width: 240,
    render: (p) =>
      p.instructions.length ? (
        <span className={stack}>
          {p.instructions.map((i) => (
            <span key={i.id}>
              {i.code} 第{i.version}版 {i.name} <ViewFileButton id={i.id} name={`${i.code} 第${i.version}版`} />
            </span>
          ))}
        </span>
      ) : (
        <StatusTag status="无在用版本" tone="warning" />
      ),
  },
  {
    key: 'pending',
    title: '新版本',
    width: 120,
    render: (p) => {
      const next = p.instructions.find((i) => i.pending_version !== null)
      return next ? (
        <span>
          第{next.pending_version}版 <StatusTag status={next.pending_status ?? ''} />
        </span>
      ) : (
        '—'
      )
    },
  },
  {
    key: 'acks',
    title: '阅读确认',
    width: 90,
    render: (p) => (p.instructions.length ? p.instructions.map((i) => `${i.ack_done}/${i.ack_total}`).join('，') : '—'),
  },
]

export function PrcsRouteScreen() {
  const [key, setKey] = useState('')
  const routes = useLoad((api) => api.post<RouteRow[]>(`${workInstructionDocument.basePath}/GetRoutes`, { searchKey: key || undefined }), `routes:${key}`)
  return (
    <div data-prcs-routes="">
      <div className={bar}>
        <SearchInput value={key} onSearch={setKey} placeholder="车型、路线名称或编号" clearable onClear={() => setKey('')} />
      </div>
      {routes.loading && !routes.data ? <p role="status">加载中…</p> : null}
      {routes.data && !routes.data.length ? <p role="status">暂无工艺路线</p> : null}
      {routes.data?.map((r) => (
        <section key={r.id} className={card} aria-label={`${r.model} ${r.route_name}`}>
          <h3>
            <span>{r.route_name}</span>
            <span>{r.model}</span>
            <span>{r.route_no}</span>
            <StatusTag status={r.status} tone={r.status === '已发布' ? 'success' : 'default'} />
          </h3>
          <DataTable rows={r.processes} total={r.processes.length} columns={columns} rowKey="line_id" caption={`${r.route_name} 工序`} pagination={false} columnSettings={false} emptyText="该路线没有工序" />
        </section>
      ))}
    </div>
  )
}
