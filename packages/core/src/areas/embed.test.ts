import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { claimDocument } from './quality/claim'
import { embedFunctions, embedWidgets } from './embed'
import { findElementFiles, readElements } from '../../../elements/scripts/lib/contracts'

// The widgets an embed token serves: derived from the screen registry and the route tree, and the
// same tags as the elements whose contract says `embeddable: true` (the build checks it too).
const elementsDir = fileURLToPath(new URL('../../../elements', import.meta.url))

describe('嵌入组件与嵌入令牌的功能', () => {
  it('供应商的嵌入令牌只含订单确认、订单接收、索赔答复、往来余额（余额确认、对账单）与记分卡所计记录的功能', () => {
    const scorecard = ['QulManage_check_infor_query', 'order_myquery']
    expect(embedFunctions('supplier').sort()).toEqual(['QulManage_claimDem', 'order_receive', 'order_supplyConfirm', 'MyAccount_Account_confirm_kc', 'MyAccount_salechecklist', ...scorecard].sort())
    expect(embedFunctions('supplier')).toContain(claimDocument.fn)
    expect(embedFunctions('supplier')).not.toContain('order_publish')
  })

  it('embedWidgets 与元素契约中 embeddable 的标签一一对应', () => {
    const elements = readElements(findElementFiles(`${elementsDir}/src/areas`), elementsDir)
    const embeddable = elements.filter((element) => element.embeddable).map((element) => element.tag).sort()
    expect(embedWidgets.map((widget) => widget.tag).sort()).toEqual(embeddable)
  })

  it('没有对应页面也没有声明功能的组件会被指出', () => {
    expect(() => embedFunctions('supplier', [])).toThrow('嵌入组件 scm-order-confirm 没有对应的菜单功能')
  })
})
