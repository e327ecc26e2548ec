import { useState } from 'react'
import { PICTURE_ITEM_STATUSES, REVIEW_MESSAGES, REVIEW_PATHS, pictureItemResource } from '@scm/core/review'
import { useListController } from '../../list'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { useCan } from '../../resource/grants'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { FormDialog } from '../../ui/form-dialog'
import { Input } from '../../ui/input'
import { formGrid, heading, screen } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import type { Row } from './review-shared'

// 订单图片项目 /orderAudit/PicProjectItem: which photos an order needs (every order, a model's, an
// option's); 作废 retires an item (SwitchCancel), 启用 takes it back.

const FILTERS: FilterSpec[] = [
  { kind: 'text', name: 'searchKey', label: '关键字', placeholder: '图片项目、车型、配置' },
  { kind: 'select', name: 'status', label: '状态', options: PICTURE_ITEM_STATUSES.map((s) => ({ value: s, label: s })) },
]
const EMPTY = { item_name: '', model: '', option_kw: '', remark: '' }

export function PicItemScreen({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const can = useCan(pictureItemResource.fn)
  const [editing, setEditing] = useState<(typeof EMPTY & { id?: number }) | null>(null)
  const [error, setError] = useState('')
  const toggle = async (row: Row) => {
    try {
      await api.post(REVIEW_PATHS.switchPictureItem, { id: row.id }, { successMessage: true })
    } catch {
      // shown by the client
    }
    list.reload()
  }
  const columns: Column<Row>[] = [
    { key: 'item_name', title: '图片项目', width: 160 },
    { key: 'model', title: '适用车型', width: 140, render: (r) => r.model || '全部车型' },
    { key: 'option_kw', title: '适用配置', width: 140, render: (r) => r.option_kw || '全部配置' },
    { key: 'remark', title: '拍摄要求', width: 240 },
    { key: 'status', title: '状态', width: 80, render: (r) => <StatusTag status={r.status} tone={r.status === '作废' ? 'default' : 'success'} /> },
    actionsColumn<Row>(
      (r) =>
        can('edit') ? (
          <>
            <Button variant="text" onClick={() => setEditing({ id: r.id, item_name: r.item_name, model: r.model ?? '', option_kw: r.option_kw ?? '', remark: r.remark ?? '' })}>
              编辑
            </Button>
            <Button variant="text" onClick={() => void toggle(r)}>
              {r.status === '作废' ? '启用' : '作废'}
            </Button>
          </>
        ) : null,
      { width: 130 },
    ),
  ]
  const list = useListController<Row>({ path: REVIEW_PATHS.pictureItems, columns, rowKey: 'id', pageSize, stateKey: '/orderAudit/PicProjectItem' })
  const submit = async () => {
    await api.post(REVIEW_PATHS.savePictureItem, editing, { successMessage: true })
    setEditing(null)
    list.reload()
  }
  const field = (name: keyof typeof EMPTY, label: string, max: number) => (
    <label>
      {label}
      <Input aria-label={label} maxLength={max} value={editing?.[name] ?? ''} onValueChange={(text) => setEditing((v) => (v ? { ...v, [name]: text } : v))} />
    </label>
  )
  return (
    <section className={screen} aria-label="订单图片项目">
      <h2 className={heading}>订单图片项目</h2>
      <FilterBar specs={FILTERS} value={list.filters} onApply={list.setFilters}>
        {can('edit') ? (
          <Button variant="primary" onClick={() => (setError(''), setEditing({ ...EMPTY }))}>
            新增
          </Button>
        ) : null}
      </FilterBar>
      <DataTable<Row> caption="图片项目" state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
      {editing ? (
        <FormDialog
          open
          title={editing.id ? '编辑图片项目' : '新增图片项目'}
          size="medium"
          onClose={() => setEditing(null)}
          validate={() => {
            const ok = editing.item_name.trim() !== ''
            setError(ok ? '' : REVIEW_MESSAGES.item)
            return ok
          }}
          onSubmit={submit}
        >
          <div className={formGrid}>
            {field('item_name', '图片项目', 50)}
            {error ? <span role="alert">{error}</span> : null}
            {field('model', '适用车型（空为全部）', 50)}
            {field('option_kw', '适用配置（包含此文字）', 50)}
            {field('remark', '拍摄要求', 200)}
          </div>
        </FormDialog>
      ) : null}
    </section>
  )
}
