import { BALANCE_FNS, COMPANY_CODES } from '@scm/core/account'
import { defineElement } from '../../runtime'
import { CheckAccScreen } from './balance-view'

// /MyAccount/SCM_CheckAcc 往来余额 (整车厂): opening + confirmed statements − payments = closing, per supplier, by month.
function CheckAcc({ pageSize }: { pageSize?: number }) {
  return <CheckAccScreen title="往来余额（整车厂）" companyCode={COMPANY_CODES.vehicle} pageSize={pageSize} stateKey={`/MyAccount/${BALANCE_FNS.vehicle.slice('MyAccount_'.length)}`} />
}

defineElement('scm-check-acc', CheckAcc, {
  description: '往来余额（整车厂）：按月查看与各供应商的期初余额、本期已确认对账金额、本期付款与期末余额，以及余额的发布与确认状态',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {},
})
