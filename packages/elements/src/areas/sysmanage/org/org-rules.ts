import { codeRule, textRule } from '@scm/core'
import type { FieldRules } from '../../../ui/form-dialog'

// Rules of the organisation forms (codes are digits only and unique, API.md "Organisation").

export const companyRules: FieldRules = {
  co_code: [...textRule({ required: true, max: 20, label: '公司编码' }), codeRule],
  co_desc: textRule({ required: true, max: 100, label: '公司名称' }),
  co_addr: textRule({ max: 200 }),
  co_rep_title: textRule({ max: 200 }),
  phone: textRule({ max: 30 }),
  remark: textRule({ max: 500 }),
}

export const deptRules: FieldRules = {
  company_id: { trigger: 'blur', required: true, message: '请选择公司' },
  dept_code: [...textRule({ required: true, max: 20, label: '部门编码' }), codeRule],
  dept_name: textRule({ required: true, max: 50, label: '部门名称' }),
}

export const stationRules: FieldRules = {
  dept_id: { trigger: 'blur', required: true, message: '请选择部门' },
  station_code: [...textRule({ required: true, max: 20, label: '岗位编码' }), codeRule],
  station_name: textRule({ required: true, max: 50, label: '岗位名称' }),
}
