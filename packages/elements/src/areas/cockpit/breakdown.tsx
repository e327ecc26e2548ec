import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { DIMENSION_TITLES, figureText, type CockpitFigure, type FigureBreakdownRow, type FigureDef, type FigureDimension } from '@scm/core/cockpit'
import { smallTable } from '../../ui/layout'
import { FigureStatusTag, Segmented } from './figure-parts'

// A figure per supplier, workshop, machine, outlet, 8D stage or fault code, worst first as the
// server answers them: the first five, the rest on 展开全部. Each row's number opens the records
// behind it (the same list, filtered to that row).

const SHOWN = 5

const table = css({ '& td, & th': { verticalAlign: 'middle' }, '& td:first-child': { wordBreak: 'break-all' } })
const numberButton = css({
  bg: 'transparent',
  border: 'none',
  p: '0',
  font: 'inherit',
  color: 'var(--scm-color-primary, #2f6fce)',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  _hover: { textDecoration: 'underline' },
  '&[data-status=danger]': { color: 'var(--scm-color-danger, #b83232)', fontWeight: '600' },
})
const more = css({ bg: 'transparent', border: 'none', p: '0', fontSize: '12px', color: 'var(--scm-color-primary, #2f6fce)', cursor: 'pointer', alignSelf: 'flex-start' })
const box = css({ display: 'flex', flexDirection: 'column', gap: '4px', minW: '0' })

/** A rate's name (without its note in brackets); a count's or a sum's what it counts (故障数). */
const columnTitle = (def: FigureDef) => (def.measure === 'count' || def.measure === 'sum' ? def.numerator!.label : def.name.replace(/（.*）$/, ''))

export interface BreakdownProps {
  def: FigureDef
  figure: CockpitFigure
  /** A row's number was clicked: list its records. */
  onOpen: (by: FigureDimension, row: FigureBreakdownRow) => void
}

export function Breakdown({ def, figure, onOpen }: BreakdownProps) {
  const dims = def.dims.filter((dim) => figure.breakdowns[dim]?.length)
  const [chosen, setChosen] = useState<FigureDimension | undefined>(dims[0])
  const [all, setAll] = useState(false)
  const dim = chosen && dims.includes(chosen) ? chosen : dims[0]
  if (!dim) return null
  const rows = figure.breakdowns[dim]!
  const shown = all ? rows : rows.slice(0, SHOWN)
  const judged = rows.some((row) => row.status !== null)
  const aged = rows.some((row) => row.maxAge !== undefined)
  return (
    <div className={box}>
      {dims.length > 1 ? (
        <Segmented
          label={`${def.name}分组`}
          options={dims.map((value) => ({ value, label: `按${DIMENSION_TITLES[value]}` }))}
          value={dim}
          onChange={(value) => {
            setChosen(value)
            setAll(false)
          }}
        />
      ) : null}
      <table className={cx(smallTable, table)} aria-label={`${def.name}（按${DIMENSION_TITLES[dim]}）`}>
        <thead>
          <tr>
            <th scope="col">{DIMENSION_TITLES[dim]}</th>
            <th scope="col">{columnTitle(def)}</th>
            {aged ? <th scope="col">最长账龄</th> : null}
            {judged ? <th scope="col">状态</th> : null}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key} data-dim={dim} data-key={row.key}>
              <td>{row.name || '（未填）'}</td>
              <td data-num="">
                <button type="button" className={numberButton} data-status={row.status ?? undefined} aria-label={`${row.name || '未填'} ${def.name} ${figureText(def, row.value)}，查看明细`} onClick={() => onOpen(dim, row)}>
                  {figureText(def, row.value)}
                </button>
              </td>
              {aged ? <td data-num="">{row.maxAge === null || row.maxAge === undefined ? '—' : `${row.maxAge} 天`}</td> : null}
              {judged ? (
                <td>
                  <FigureStatusTag status={row.status} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN ? (
        <button type="button" className={more} onClick={() => setAll((v) => !v)}>
          {all ? '收起' : `展开全部（${rows.length}）`}
        </button>
      ) : null}
    </div>
  )
}
