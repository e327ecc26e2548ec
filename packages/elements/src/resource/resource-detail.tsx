import { css } from 'styled-system/css'
import { fieldEntries, type ResourceDef } from '@scm/core'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { displayValue } from './display'
import { useResourceRecord } from './use-resource-record'

const list = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', m: '0', fontSize: '13px' })
const term = css({ color: 'fg.muted', textAlign: 'right', fontWeight: '500' })
const desc = css({ m: '0', whiteSpace: 'pre-wrap', wordBreak: 'break-all' })

/** Every field of one record, read-only, with who/when it was recorded. */
export function ResourceDetailView({ def, id }: { def: ResourceDef; id: number }) {
  const { record, loading } = useResourceRecord(def, id)
  if (loading || !record) return <p role="status">{loading ? '加载中…' : '记录不存在'}</p>
  const audit: [string, unknown][] = [
    ['创建时间', record.created_at],
    ['修改时间', record.updated_at],
  ]
  return (
    <dl className={list}>
      {fieldEntries(def).map(([name, field]) => (
        <div key={name} className={css({ display: 'contents' })}>
          <dt className={term}>{field.label}</dt>
          <dd className={desc}>{displayValue(name, field, record) || '—'}</dd>
        </div>
      ))}
      {audit.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={term}>{label}</dt>
          <dd className={desc}>{value ? String(value) : '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface ResourceDetailProps {
  def: ResourceDef
  id: number | null
  onClose: () => void
}

/** The detail dialog of the generated list. */
export function ResourceDetail({ def, id, onClose }: ResourceDetailProps) {
  return (
    <Dialog open={id !== null} onClose={onClose} title={`${def.title}详情`} footer={<Button onClick={onClose}>关闭</Button>}>
      {id !== null ? <ResourceDetailView def={def} id={id} /> : null}
    </Dialog>
  )
}
