import { useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { GOODS_ACTIONS, GOODS_PATHS, GOODS_STATUSES, type GoodsActionName, type GoodsRow } from '@scm/core/catalogue'
import { DocumentHistory } from '../../document/document-history'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { useListController } from '../../list'
import { useCan } from '../../resource/grants'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { Dialog } from '../../ui/dialog'
import { FormDialog } from '../../ui/form-dialog'
import { buttonRow, heading, muted, screen, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { GoodsEditor, type GoodsDetail } from './goods-editor'

// /materialManage 商品维护: the goods of one state (已上架 / 未上架 / 停售), on the spec's signed calls.
// Staff holding the screen's edit move a good (上架 / 下架 / 停售 / 恢复, with a reason) and edit it
// (facts, images in order, images copied from another good); customers read the listed goods.

type Status = (typeof GOODS_STATUSES)[number]
const cover = css({ w: '48px', h: '36px', objectFit: 'cover', border: '1px solid #ebeef5', borderRadius: '3px', display: 'block' })
const gallery = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', '& img': { w: '160px', h: '110px', objectFit: 'cover', border: '1px solid #ebeef5', borderRadius: '3px' } })
const reasonBox = css({ w: '100%', border: '1px solid #dcdfe6', borderRadius: '3px', p: '6px', fontSize: '13px' })
const specs: FilterSpec[] = [
  { kind: 'text', name: 'searchKey', label: '商品', placeholder: '编码或名称' },
  { kind: 'text', name: 'category', label: '分类' },
]

const actionsFrom = (status: string) => (Object.entries(GOODS_ACTIONS) as [GoodsActionName, (typeof GOODS_ACTIONS)[GoodsActionName]][]).filter(([, a]) => (a.from as readonly string[]).includes(status))

export function GoodsScreen({ status, pageSize }: { status: Status; pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(status.fn)
  const [detail, setDetail] = useState<GoodsDetail | null>(null)
  const [editing, setEditing] = useState<GoodsDetail | 'new' | null>(null)
  const [acting, setActing] = useState<{ row: GoodsRow; name: GoodsActionName } | null>(null)
  const [reason, setReason] = useState('')
  const handlers = useRef({ open: (_r: GoodsRow, _edit = false) => {}, act: (_r: GoodsRow, _n: GoodsActionName) => {} })
  const columns = useMemo<Column<GoodsRow>[]>(
    () => [
      { key: 'cover', title: '图片', width: 64, render: (r) => (r.cover ? <img className={cover} src={r.cover} alt={`${r.mtr_name} 图片`} /> : <span className={muted}>无</span>) },
      { key: 'mtr_code', title: '商品编码', width: 120 },
      { key: 'mtr_name', title: '商品名称', width: 180 },
      { key: 'category', title: '分类', width: 90 },
      { key: 'spec', title: '规格', width: 160 },
      { key: 'sale_price', title: '售价(元)', kind: 'money', width: 120 },
      { key: 'image_count', title: '图片数', kind: 'count', width: 70 },
      { key: 'sale_status', title: '状态', width: 80, render: (r) => <StatusTag status={r.sale_status} tones={GOODS_STATUSES} /> },
      { key: 'updated_at', title: '更新时间', width: 160 },
      actionsColumn<GoodsRow>(
        (r) => (
          <>
            <Button variant="text" onClick={() => handlers.current.open(r)}>
              查看
            </Button>
            {can('edit') ? (
              <>
                <Button variant="text" onClick={() => handlers.current.open(r, true)}>
                  编辑
                </Button>
                {actionsFrom(r.sale_status).map(([name, a]) => (
                  <Button key={name} variant="text" onClick={() => handlers.current.act(r, name)}>
                    {a.label}
                  </Button>
                ))}
              </>
            ) : null}
          </>
        ),
      ),
    ],
    [can],
  )
  const list = useListController<GoodsRow>({ path: GOODS_PATHS.list, columns, rowKey: 'id', pageSize, fixed: { sale_status: status.value }, stateKey: `/materialManage/${status.screen}` })
  const load = async (id: number) => api.post<GoodsDetail>(GOODS_PATHS.detail, { id })
  handlers.current.open = (r, edit = false) => {
    void load(r.id).then((d) => (edit ? setEditing(d) : setDetail(d)))
  }
  handlers.current.act = (r, name) => {
    setReason('')
    setActing({ row: r, name })
  }
  const act = async () => {
    if (!acting) return
    await api.post(GOODS_PATHS.action(acting.name), { id: acting.row.id, reason: reason.trim() }, { successMessage: true, silent: true })
    emit('scm-change', { entity: 'Goods', action: acting.name, id: acting.row.id })
    setActing(null)
    setDetail(null)
    list.reload()
  }
  const action = acting ? GOODS_ACTIONS[acting.name] : null
  return (
    <section className={screen} aria-label={status.title}>
      <h2 className={heading}>{status.title}</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters} />
      {status.value === '下架' && can('add') ? (
        <div className={buttonRow}>
          <Button variant="primary" onClick={() => setEditing('new')}>
            新增
          </Button>
        </div>
      ) : null}
      <DataTable<GoodsRow> caption={`${status.title}列表`} state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
      <Dialog
        open={!!detail}
        onClose={() => setDetail(null)}
        size="large"
        title={detail ? `${detail.mtr_code} ${detail.mtr_name}` : '商品'}
        footer={<Button onClick={() => setDetail(null)}>关闭</Button>}
      >
        {detail ? (
          <div data-goods={detail.id}>
            <p>
              <StatusTag status={detail.sale_status} tones={GOODS_STATUSES} /> 分类：{detail.category || '—'}；规格：{detail.spec || '—'}；售价：
              {detail.sale_price == null ? '—' : detail.sale_price.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元
            </p>
            <p>{detail.description || <span className={muted}>暂无描述</span>}</p>
            <h4 className={subheading}>商品图片</h4>
            {detail.images.length ? (
              <div className={gallery}>
                {detail.images.map((i, n) => (
                  <img key={i.id} src={i.url} alt={`${detail.mtr_name} 图片${n + 1}`} />
                ))}
              </div>
            ) : (
              <p className={muted}>暂无图片</p>
            )}
            {detail.history.length ? (
              <>
                <h4 className={subheading}>操作记录</h4>
                <DocumentHistory statuses={GOODS_STATUSES} history={detail.history} />
              </>
            ) : null}
          </div>
        ) : null}
      </Dialog>
      {editing ? (
        <GoodsEditor
          good={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            emit('scm-change', { entity: 'Goods', action: 'save', id: editing === 'new' ? 0 : editing.id })
            setEditing(null)
            list.reload()
          }}
        />
      ) : null}
      {acting && action ? (
        <FormDialog open title={`${action.label}：${acting.row.mtr_code} ${acting.row.mtr_name}`} submitText={action.label} size="small" onClose={() => setActing(null)} onSubmit={act}>
          <label>
            {action.reason === 'required' ? `${action.label}原因（必填）` : `${action.label}说明`}
            <textarea className={reasonBox} rows={3} maxLength={500} required={action.reason === 'required'} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </FormDialog>
      ) : null}
    </section>
  )
}
