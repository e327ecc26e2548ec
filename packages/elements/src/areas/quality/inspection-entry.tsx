import { useEffect, useMemo, useState } from 'react'
import { formatNumber, refLabelKey } from '@scm/core'
import { INSPECTION_MESSAGES, inspectionDocument, QUALITY_PATHS, VERDICT_OF_ACTION } from '@scm/core/quality'
import { css } from 'styled-system/css'
import { useLoad } from '../../list/use-load'
import { DocumentStatus } from '../../document/document-status'
import { buttonRow, muted, problem, section, sectionTitle, stack } from '../../document/styles'
import { useDocument } from '../../document/use-document'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { Select, type Option } from '../../ui/select'
import { Textarea } from '../../ui/textarea'

// 来料检验结果录入: one inspection in progress — its sampling plan (sample size, Ac, Re, severity),
// the standard's items with their limits, measured values, defect lines, the rule's verdict as it
// is typed, and 判定合格 / 判定不合格 (the verdict the rule does not give asks for a reason).

const facts = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))', gap: '6px 16px', m: 0 })
const term = css({ color: 'fg.muted', fontSize: '12px' })
const plan = css({ fontSize: '16px', fontWeight: 600, m: 0 })
const grid = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { borderBottom: '1px solid', borderColor: 'border.default', p: '4px 6px', textAlign: 'start', verticalAlign: 'middle' },
  '& th': { fontWeight: 500, color: 'fg.muted', fontSize: '12px', whiteSpace: 'nowrap' },
  '& td[data-kind=count]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& input': { minWidth: '70px' },
  // a phone reads each line as a card
  '@media (max-width: 599px)': {
    '& thead': { display: 'none' },
    '& tr': { display: 'grid', gap: '4px', py: '6px', borderBottom: '1px solid', borderColor: 'border.default' },
    '& td': { border: 'none', display: 'grid', gridTemplateColumns: '80px 1fr', gap: '6px', p: 0 },
    '& td::before': { content: 'attr(data-label)', color: 'fg.muted', fontSize: '12px' },
  },
})
const verdictBox = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', p: '8px', borderRadius: '4px', bg: 'bg.subtle' })

interface EntryLine {
  key: string
  id?: number
  item_name: string
  check_method: string
  lower_limit: number | null
  upper_limit: number | null
  unit: string
  key_item: boolean
  measured: string
  defect_code: string
  nonconforming: string
}

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v))
const limits = (l: EntryLine) => (l.lower_limit === null && l.upper_limit === null ? '—' : `${l.lower_limit ?? '—'} ～ ${l.upper_limit ?? '—'} ${l.unit}`)
/** A measured value outside its limits (the server refuses it without a nonconforming count). */
const outside = (l: EntryLine) => {
  const v = num(l.measured)
  return v !== null && ((l.lower_limit !== null && v < l.lower_limit) || (l.upper_limit !== null && v > l.upper_limit))
}
let keys = 0

/** The defect codes (缺陷代码) to pick from: code and name. */
function useDefectCodes(): Option[] {
  const codes = useLoad((api) => api.post<{ rows: { code: string; name: string }[] }>(QUALITY_PATHS.defectCodes, { rows: 500, filters: { enabled: { op: 'eq', value: true } } }, { silent: true }), 'defect-codes').data
  return useMemo(() => (codes?.rows ?? []).map((r) => ({ value: r.code, label: `${r.code} ${r.name}` })), [codes])
}

export function InspectionEntry({ id, onDone }: { id: number; onDone: () => void }) {
  const doc = useDocument(inspectionDocument, id)
  const codes = useDefectCodes()
  const [lines, setLines] = useState<EntryLine[] | null>(null)
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState('')
  const header = doc.detail?.header

  useEffect(() => {
    if (!doc.detail || lines) return
    setLines(
      doc.detail.lines.map((l) => ({
        key: `line-${l.id}`,
        id: l.id,
        item_name: String(l.item_name ?? ''),
        check_method: String(l.check_method ?? ''),
        lower_limit: num(l.lower_limit),
        upper_limit: num(l.upper_limit),
        unit: String(l.unit ?? ''),
        key_item: l.key_item === true,
        measured: l.measured === null || l.measured === undefined ? '' : String(l.measured),
        defect_code: String(l.defect_code ?? ''),
        nonconforming: l.nonconforming ? String(l.nonconforming) : '',
      })),
    )
  }, [doc.detail, lines])

  const total = useMemo(() => (lines ?? []).reduce((s, l) => s + (Number(l.nonconforming) || 0), 0), [lines])
  if (!header || !lines) return <p role="status">{doc.missing ? '检验单不存在' : '加载中…'}</p>
  const re = Number(header.re)
  const rule = total >= re ? '不合格' : '合格'
  const editable = doc.detail!.editable
  const set = (key: string, field: keyof EntryLine, value: string) => setLines((ls) => ls!.map((l) => (l.key === key ? { ...l, [field]: value } : l)))
  const addDefect = () =>
    setLines((ls) => [...ls!, { key: `new-${++keys}`, item_name: '', check_method: '', lower_limit: null, upper_limit: null, unit: '', key_item: false, measured: '', defect_code: '', nonconforming: '' }])
  const removeLine = (key: string) => setLines((ls) => ls!.filter((l) => l.key !== key))

  /** The first thing the server would refuse, worded as it does. */
  const linesProblem = () => {
    for (const [i, l] of lines.entries()) {
      const bad = Number(l.nonconforming) || 0
      if (outside(l) && bad <= 0) return `第${i + 1}行：${INSPECTION_MESSAGES.outOfLimits}`
      if (!l.item_name && !l.defect_code) return `第${i + 1}行：${INSPECTION_MESSAGES.defectCode}`
      if (bad > Number(header.sample_size)) return `第${i + 1}行：${INSPECTION_MESSAGES.overSample}`
    }
    return ''
  }

  const save = async (): Promise<boolean> => {
    const found = linesProblem()
    setMessage(found)
    if (found) return false
    const body = lines.map((l) => ({
      ...(l.id ? { id: l.id } : {}),
      measured: l.measured === '' ? null : l.measured,
      defect_code: l.defect_code,
      nonconforming: l.nonconforming === '' ? 0 : l.nonconforming,
    }))
    const result = await doc.save({ receipt_line_id: header.receipt_line_id, lot_qty: header.lot_qty, check_type_id: header.check_type_id, remark: header.remark ?? '' }, body)
    if ('refused' in result) {
      setMessage(result.refused.message)
      return false
    }
    // new defect lines have ids now: take the saved lines
    setLines(null)
    return true
  }

  const judge = async (name: 'Accept' | 'Reject') => {
    const offer = doc.detail!.actions.find((a) => a.name === name)
    if (!offer) return
    const override = VERDICT_OF_ACTION[name] !== rule
    if (override && !reason.trim()) {
      setMessage(INSPECTION_MESSAGES.overrideReason)
      return
    }
    if (!(await save())) return
    if (await doc.act(offer, override ? reason : '')) onDone()
  }

  const fact = (label: string, value: unknown) => (
    <div>
      <dt className={term}>{label}</dt>
      <dd className={css({ m: 0 })}>{value === null || value === undefined || value === '' ? '—' : String(value)}</dd>
    </div>
  )
  return (
    <div className={stack} data-document={inspectionDocument.name} data-entry="">
      <dl className={facts} aria-label="检验批信息">
        {fact('检验单号', header.insp_no)}
        <div>
          <dt className={term}>状态</dt>
          <dd className={css({ m: 0 })}>
            <DocumentStatus statuses={inspectionDocument.status.values} value={header.status} />
          </dd>
        </div>
        {fact('收货单号', header.rcv_no)}
        {fact('供应商', header[refLabelKey('supplyid')])}
        {fact('物料', `${String(header.mtr_code)} ${String(header.mtr_name)}`)}
        {fact('检验批量', formatNumber(Number(header.lot_qty), 'count'))}
        {fact('检验标准', `${String(header.standard_no)} 第${String(header.standard_version)}版`)}
        {fact('检验水平 / AQL', `${String(header.inspection_level)} / ${String(header.aql)}`)}
        {fact('检验严格度', header.severity)}
        {fact('样本量字码', header.code_letter)}
      </dl>
      <p className={plan} aria-label="抽样方案">
        样本量 {formatNumber(Number(header.sample_size), 'count')}，Ac {String(header.ac)}，Re {String(header.re)}
      </p>
      <section className={section} aria-label="检验项目与缺陷">
        <h3 className={sectionTitle}>检验项目与缺陷</h3>
        <table className={grid}>
          <thead>
            <tr>
              <th>行</th>
              <th>检验项目</th>
              <th>检验方法</th>
              <th>上下限</th>
              <th>实测值</th>
              <th>缺陷代码</th>
              <th>不合格数</th>
              {editable ? <th>操作</th> : null}
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.key} data-line={i + 1} data-out={outside(l) || undefined}>
                <td data-label="行" data-kind="count">
                  {i + 1}
                </td>
                <td data-label="检验项目">
                  {l.item_name ? `${l.item_name}${l.key_item ? '（关键）' : ''}` : <span className={muted}>缺陷</span>}
                </td>
                <td data-label="检验方法">{l.check_method || '—'}</td>
                <td data-label="上下限">{l.item_name ? limits(l) : '—'}</td>
                <td data-label="实测值">
                  {l.item_name && editable ? (
                    <Input aria-label={`第${i + 1}行实测值`} inputMode="decimal" value={l.measured} onValueChange={(v) => set(l.key, 'measured', v)} />
                  ) : (
                    l.measured || '—'
                  )}
                  {outside(l) ? <span className={problem}>超出上下限</span> : null}
                </td>
                <td data-label="缺陷代码">
                  {editable ? (
                    <Select aria-label={`第${i + 1}行缺陷代码`} items={codes} value={l.defect_code || null} clearable onValueChange={(v) => set(l.key, 'defect_code', v ?? '')} placeholder="选择缺陷" />
                  ) : (
                    l.defect_code || '—'
                  )}
                </td>
                <td data-label="不合格数" data-kind="count">
                  {editable ? (
                    <Input aria-label={`第${i + 1}行不合格数`} inputMode="numeric" value={l.nonconforming} onValueChange={(v) => set(l.key, 'nonconforming', v)} />
                  ) : (
                    l.nonconforming || '0'
                  )}
                </td>
                {editable ? (
                  <td data-label="操作">
                    {l.item_name ? null : (
                      <Button variant="text" aria-label={`删除第${i + 1}行`} onClick={() => removeLine(l.key)}>
                        删除
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {editable ? (
          <span className={buttonRow}>
            <Button onClick={addDefect}>添加缺陷</Button>
          </span>
        ) : null}
      </section>
      <div className={verdictBox} role="status" aria-label="规则结论">
        <span>
          不合格数 {formatNumber(total, 'count')}（Ac {String(header.ac)} / Re {String(header.re)}）
        </span>
        <strong>规则结论：</strong>
        <DocumentStatus statuses={inspectionDocument.status.values} value={rule} />
      </div>
      {editable ? (
        <label className={css({ display: 'grid', gap: '4px' })}>
          <span className={term}>改判原因（判定与规则结论不一致时必填）</span>
          <Textarea aria-label="改判原因" value={reason} onValueChange={setReason} maxLength={500} rows={2} />
        </label>
      ) : null}
      {message ? (
        <p className={problem} role="alert">
          {message}
        </p>
      ) : null}
      {editable ? (
        <span className={buttonRow}>
          <Button loading={doc.busy === 'save'} onClick={() => void save()}>
            保存
          </Button>
          <Button variant="primary" loading={doc.busy === 'Accept'} onClick={() => void judge('Accept')}>
            判定合格
          </Button>
          <Button variant="danger" loading={doc.busy === 'Reject'} onClick={() => void judge('Reject')}>
            判定不合格
          </Button>
        </span>
      ) : null}
    </div>
  )
}
