import type { ZodError } from 'zod'

/**
 * Chinese labels for request fields, used in validation messages ("新密码不能为空").
 * Areas add theirs with registerFieldLabels({ order_no: '订单号' }).
 */
const fieldLabels: Record<string, string> = {
  username: '账号',
  password: '密码',
  grant_type: '授权类型',
  oldPassword: '原密码',
  newPassword: '新密码',
  code: '验证码',
  page: '页码',
  rows: '每页条数',
  sidx: '排序字段',
  sord: '排序方向',
  searchKey: '搜索关键字',
  id: '编号',
}

export function registerFieldLabels(labels: Record<string, string>): void {
  Object.assign(fieldLabels, labels)
}

const CJK = /[\u4e00-\u9fff]/

/** The first issue as one Chinese sentence; a schema's own Chinese message wins. */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0]
  if (!issue) return '请求数据不正确'
  if (CJK.test(issue.message)) return issue.message
  if (issue.path.length === 0 && issue.code === 'invalid_type') return '请求数据格式错误'
  const key = [...issue.path].reverse().find((p) => typeof p === 'string') as string | undefined
  const label = key ? (fieldLabels[key] ?? key) : '请求数据'
  const missing =
    ('input' in issue && issue.input === undefined) || /received undefined/.test(issue.message)
  switch (issue.code) {
    case 'invalid_type':
      return missing ? `${label}不能为空` : `${label}格式不正确`
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? `${label}不能为空`
          : `${label}至少${issue.minimum}个字符`
        : `${label}不能小于${issue.minimum}`
    case 'too_big':
      return issue.origin === 'string' ? `请输入${issue.maximum}个字符以内的${label}` : `${label}不能大于${issue.maximum}`
    case 'invalid_value':
      return `${label}的取值无效`
    case 'invalid_format':
      return `${label}格式不正确`
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`
    default:
      return `${label}不正确`
  }
}
