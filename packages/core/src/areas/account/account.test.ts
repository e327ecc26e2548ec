import { describe, expect, it } from 'vitest'
import { invoiceDocument } from './invoice'
import { isSignedPath } from '../../sign/sign'
import { resourcePaths } from '../../resource/define'
import { saleCheckItemResource } from './items'
import { STATEMENT_PATHS, statementChanges, statementDocument, type StatementLineSnapshot } from './statement'
import { supplyAccResource } from './balance'

const line = (key: string, amount: string, extra: Partial<StatementLineSnapshot> = {}): StatementLineSnapshot => ({
  key,
  line_no: 1,
  source: '收货',
  source_no: 'RK1',
  mtr_name: '气缸垫',
  amount,
  disabled: false,
  ...extra,
})

describe('reconciliation definitions', () => {
  it('puts item types and statements under the spec’s /SaleCheck calls, all signed', () => {
    expect(resourcePaths(saleCheckItemResource)).toMatchObject({ list: '/SaleCheck/GetAllItem', save: '/SaleCheck/SaveItem' })
    expect(resourcePaths(statementDocument)).toMatchObject({ list: '/SaleCheck/GetList', save: '/SaleCheck/Save', del: '/SaleCheck/Del' })
    expect(statementDocument.actions.find((a) => a.name === 'SetPublish')!.path).toBe('/SaleCheck/SetPublish')
    expect(isSignedPath('/SaleCheck/SetDisable')).toBe(true)
    expect(resourcePaths(statementDocument)).toMatchObject({ list: STATEMENT_PATHS.list, detail: STATEMENT_PATHS.detail })
    expect(resourcePaths(invoiceDocument)).toMatchObject({ list: '/SaleCheck/PchangAcc/GetList', save: '/SaleCheck/PchangAcc/Save' })
    expect(isSignedPath(resourcePaths(supplyAccResource).save)).toBe(true)
    expect(isSignedPath('/api/QulClaim/GetList')).toBe(false)
  })
})

describe('statementChanges', () => {
  it('says what changed between two versions, line by line', () => {
    const before = [line('r1', '100.00'), line('r2', '50.00', { line_no: 2 }), line('c1', '-20.00', { line_no: 3 })]
    const after = [line('r1', '88.88'), line('r2', '50.00', { line_no: 2, disabled: true }), line('l9', '12.00', { line_no: 3 })]
    expect(statementChanges(before, after).map((c) => [c.change, c.before, c.after])).toEqual([
      ['金额调整', '100.00', '88.88'],
      ['停用', '', ''],
      ['新增', '', '12.00'],
      ['删除', '-20.00', ''],
    ])
  })

  it('finds nothing when nothing changed (amounts compared exactly as cents: 1.50 = 1.5)', () => {
    expect(statementChanges([line('r1', '1.50')], [line('r1', '1.5')])).toEqual([])
  })
})
