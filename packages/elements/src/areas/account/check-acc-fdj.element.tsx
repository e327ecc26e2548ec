import { BALANCE_FNS, COMPANY_CODES } from '@scm/core/account'
import { defineElement } from '../../runtime'
import { CheckAccScreen } from './balance-view'

// /MyAccount/SCM_CheckAcc_Fdj 往来余额 (发动机厂): the engine plant's balances with its suppliers.
function CheckAccFdj({ pageSize }: { pageSize?: number }) {
  return <CheckAccScreen title="往来余额（发动机厂）" companyCode={COMPANY_CODES.engine} pageSize={pageSize} stateKey={`/MyAccount/${BALANCE_FNS.engine.slice('MyAccount_'.length)}`} />
}

defineElement('scm-check-acc-fdj', CheckAccFdj, {
  description: '往来余额（发动机厂）：按月查看发动机厂与各供应商的期初余额、本期已确认对账金额、本期付款与期末余额及发布确认状态',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {},
})
