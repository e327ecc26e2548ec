import { css } from 'styled-system/css'
import { fieldEntries, formatNumber, type DocumentDef, type FieldDef } from '@scm/core'
import { columnKindOf } from '../resource/columns'
import { useRefOptions } from '../resource/use-ref-options'
import { useApi } from '../runtime'
import { Button } from '../ui/button'
import { DatePicker } from '../ui/date-picker'
import { Input } from '../ui/input'
import { Select } from '../ui/select'
import { documentValue } from './format'
import { muted, problem } from './styles'
import type { DocumentDraft, DraftLine } from './use-document-draft'

// Below 600px of the grid's own width each line is a card of labelled inputs (a container query,
// as the list table does), so a phone edits lines without scrolling sideways.
const narrow = '@container scm-lines (max-width: 599.98px)'
const root = css({ containerType: 'inline-size', containerName: 'scm-lines', display: 'grid', gap: '8px', minWidth: 0 })
const scroller = css({ overflowX: 'auto', [narrow]: { overflowX: 'visible' } })
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '12px',
  '& th': { textAlign: 'start', fontWeight: '600', px: '6px', py: '4px', bg: '#f5f7fa', whiteSpace: 'nowrap' },
  '& td': { px: '6px', py: '4px', verticalAlign: 'top', borderBottom: '1px solid #ebeef5' },
  '& td[data-kind=count], & td[data-kind=qty], & td[data-kind=money]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  [narrow]: {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody, & tfoot': { display: 'grid', gap: '8px' },
    '& tr': { display: 'grid', gap: '4px', p: '8px', border: '1px solid #ebeef5', borderRadius: '4px' },
    '& td': {
      display: 'grid',
      gridTemplateColumns: 'minmax(64px, 30%) minmax(0, 1fr)',
      gap: '8px',
      alignItems: 'center',
      border: 'none',
      p: 0,
      textAlign: 'start !important',
    },
    '& td::before': { content: 'attr(data-label)', color: '#909399' },
    '& td[data-blank]': { display: 'none' },
  },
})
const cellError = css({ display: 'block', color: '#b02a2a', fontSize: '12px', mt: '2px', [narrow]: { gridColumn: '2' } })
const numberBox = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })
const lineButtons = css({ display: 'flex', gap: '2px', whiteSpace: 'nowrap' })

interface CellProps {
  /** the document (a ref cell picks from its RefOptions call) */
  def: DocumentDef
  name: string
  field: FieldDef
  label: string
  value: unknown
  invalid: boolean
  onChange: (value: unknown) => void
  onBlur: () => void
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** A ref cell: its target's records from the document's RefOptions call (e.g. 对账项目). */
function LineRefCell({ def, name, field, label, value, onChange, onBlur }: CellProps) {
  const options = useRefOptions(useApi(), def, name)
  return <Select name={name} items={options} value={text(value) || null} onValueChange={(v) => onChange(v === null ? '' : Number(v))} onBlur={onBlur} clearable={!field.required} aria-label={label} />
}

/** The inline input of one line cell, chosen by the field's kind. */
function LineCell(props: CellProps) {
  const { name, field, label, value, invalid, onChange, onBlur } = props
  switch (field.kind) {
    case 'ref':
      return <LineRefCell {...props} />
    case 'number':
    case 'money':
      // the text as typed (a grid cell has no room for steppers); checked and parsed by the field's rules
      return (
        <Input
          name={name}
          className={numberBox}
          inputMode={field.kind === 'money' || (field.scale ?? 0) > 0 ? 'decimal' : 'numeric'}
          value={text(value)}
          onValueChange={onChange}
          onBlur={onBlur}
          aria-label={label}
          aria-invalid={invalid || undefined}
        />
      )
    case 'enum':
      return (
        <Select
          name={name}
          items={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          value={text(value) || null}
          onValueChange={onChange}
          onBlur={onBlur}
          clearable={!field.required}
          aria-label={label}
        />
      )
    case 'date':
      return <DatePicker name={name} value={text(value) || null} onValueChange={onChange} onBlur={onBlur} aria-label={label} />
    default:
      return <Input name={name} value={text(value)} maxLength={field.max} onValueChange={onChange} onBlur={onBlur} aria-label={label} aria-invalid={invalid || undefined} />
  }
}

/**
 * The lines of a document being edited: one row of inline inputs per line, 复制 / 删除 per line,
 * 添加明细 under it, and the 合计 of summed fields as they are typed.
 */
export function LineGrid({ def, draft }: { def: DocumentDef; draft: DocumentDraft }) {
  if (!def.lines) return null
  const fields = fieldEntries(def.lines.def).filter(([, f]) => !f.readOnly)
  const summed = fields.some(([, f]) => f.sum)
  const lineDef = def.lines.def
  const made = def.lines.computed
  // a line the server makes itself: its summary, read-only, no copy / delete (the server keeps it)
  const computedRow = (line: DraftLine, index: number, stored: Record<string, unknown>) => (
    <tr key={line.key} data-line={index + 1} data-computed="">
      <td data-label="行号" data-kind="count">
        {index + 1}
      </td>
      <td colSpan={fields.length} data-label="明细">
        {(made?.summary ?? [])
          .map((name) => [lineDef.fields[name]!, documentValue(name, lineDef.fields[name]!, stored)] as const)
          .filter(([field, text]) => text !== '' && !(field.kind === 'bool' && text === '否'))
          .map(([field, text]) => (field.kind === 'bool' ? field.label : `${field.label} ${text}`))
          .join(' · ')}
      </td>
      <td data-label="操作">
        <span className={muted}>系统生成</span>
      </td>
    </tr>
  )
  const row = (line: DraftLine, index: number) => line.computed ? computedRow(line, index, line.computed) : (
    <tr key={line.key} data-line={index + 1}>
      <td data-label="行号" data-kind="count">
        {index + 1}
      </td>
      {fields.map(([name, field]) => {
        const error = draft.lineError(line.key, name)
        return (
          <td key={name} data-label={field.label} style={field.width ? { minWidth: `${Math.min(field.width, 220)}px` } : undefined}>
            <div>
              <LineCell
                def={def}
                name={name}
                field={field}
                label={`第${index + 1}行 ${field.label}`}
                value={line.values[name]}
                invalid={!!error}
                onChange={(v) => draft.setLine(line.key, name, v)}
                onBlur={() => draft.touchLine(line.key, name)}
              />
              {error ? <span className={cellError}>{error}</span> : null}
            </div>
          </td>
        )
      })}
      <td data-label="操作">
        <span className={lineButtons}>
          <Button variant="text" aria-label={`复制第${index + 1}行`} onClick={() => draft.copyLine(line.key)}>
            复制
          </Button>
          <Button variant="text" aria-label={`删除第${index + 1}行`} onClick={() => draft.removeLine(line.key)}>
            删除
          </Button>
        </span>
      </td>
    </tr>
  )
  return (
    <div className={root}>
      <div className={scroller}>
        <table className={table} aria-label={`${def.lines.title}编辑`}>
          <thead>
            <tr>
              <th scope="col">行号</th>
              {fields.map(([name, field]) => (
                <th key={name} scope="col">
                  {field.required ? <span aria-hidden="true" style={{ color: '#f56c6c' }}>* </span> : null}
                  {field.label}
                </th>
              ))}
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>{draft.lines.map(row)}</tbody>
          {summed ? (
            <tfoot>
              <tr data-summary="">
                <td>合计</td>
                {fields.map(([name, field]) => {
                  const kind = columnKindOf(field)
                  return field.sum ? (
                    <td key={name} data-label={field.label} data-kind={kind} data-total={name}>
                      {formatNumber(draft.totals[name] ?? 0, kind === 'text' || kind === 'actions' ? 'money' : kind)}
                    </td>
                  ) : (
                    <td key={name} data-blank="" />
                  )
                })}
                <td data-blank="" />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <div>
        <Button onClick={draft.addLine}>添加明细</Button>
      </div>
      {draft.problem ? (
        <p className={problem} role="alert">
          {draft.problem}
        </p>
      ) : null}
    </div>
  )
}
