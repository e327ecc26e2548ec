import { resourceByName } from '@scm/core'
import { registerFieldLabels } from '../http/zod-message'

// Chinese names of the fields the audit log's before/after hold, for its reader. One table: the
// areas register their request-field labels through registerLabels (validation messages use the
// same ones), resources label their own fields (core definitions), and the audit table below
// adds only what neither names — database columns the admin calls snapshot.

const registered: Record<string, string> = {}

/** Labels for validation messages (registerFieldLabels) and the audit log reader alike. */
export function registerLabels(labels: Record<string, string>): void {
  registerFieldLabels(labels)
  Object.assign(registered, labels)
}

/** Snapshot columns no request field or resource names (also where a request label means something else: code). */
const AUDIT_ONLY: Record<string, string> = {
  user_name: '姓名',
  forbid_login: '禁止登录',
  images: '头像',
  wx_openid: '微信绑定',
  locked_until: '锁定至',
  created_at: '创建时间',
  updated_at: '修改时间',
  code: '编码',
  name: '名称',
  remark: '备注',
  pid: '上级',
  disabled: '停用',
  grants: '权限',
  function_id: '功能',
  buttons: '按钮',
  subject_type: '授权对象类型',
  subject_key: '授权对象',
  role: '角色',
  category: '文件分类',
  can_view: '可查看',
  can_download: '可下载',
  can_upload: '可上传',
  can_delete: '可删除',
  supplyids: '授权供应商',
  path: '路径',
  title: '标题',
  icon: '图标',
  hidden: '隐藏',
  homes: '首页类型',
  enabled: '启用',
  file_name: '文件名',
  file_size: '文件大小',
  content_type: '文件类型',
  hash: '内容摘要',
  min_level: '密码最低强度',
  user_ids: '接收人',
  flow_code: '流程编码',
  flow_name: '流程名称',
  record_type: '单据类型',
  record_id: '单据编号',
  steps: '审批步骤',
  status: '状态',
  current_step: '当前步骤',
  opinion: '审批意见',
  moved_sub_depts: '随同调整的下级部门',
  ip: '地址',
  user_agent: '浏览器',
  expires_at: '过期时间',
  last_seen: '最后访问',
}

const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

/** The Chinese label of a before/after key of an audit row of `area` (the key itself when unknown). */
export function auditFieldLabel(area: string, key: string): string {
  const own = resourceByName(area)?.fields[key]?.label
  if (own) return own
  for (const k of [key, snake(key)]) {
    const label = AUDIT_ONLY[k] ?? registered[k]
    if (label) return label
  }
  return key
}

/** Labels of every key of a row's before and after. */
export function auditLabels(area: string, ...values: unknown[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const value of values) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue
    for (const key of Object.keys(value)) out[key] = auditFieldLabel(area, key)
  }
  return out
}
