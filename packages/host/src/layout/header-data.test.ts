import { describe, expect, it } from 'vitest'
import { companyName, mailIconHidden, unreadCount, webConfigValue } from './header-data'

describe('header data', () => {
  it('shows the first non-empty of co_desc, co_addr, co_rep_title, remark', () => {
    expect(companyName([{ co_desc: '', co_addr: ' ', co_rep_title: '东岳汽车', remark: 'x' }])).toBe('东岳汽车')
    expect(companyName([{ co_desc: '东岳发动机有限公司' }])).toBe('东岳发动机有限公司')
    expect(companyName([])).toBe('')
  })

  it('hides the mail icon for the hidden build variants, the web config and the company word', () => {
    expect(mailIconHidden('scm', '东岳汽车', [])).toBe(false)
    expect(mailIconHidden('gonghua', '东岳汽车', [])).toBe(true)
    expect(mailIconHidden('file', '东岳汽车', [])).toBe(true)
    expect(mailIconHidden('scm', '工华科技', [])).toBe(true)
    expect(mailIconHidden('scm', '东岳汽车', [{ name: 'show_mail', value: '0' }])).toBe(true)
  })

  it('reads settings from rows or one object, and counts from numbers or objects', () => {
    expect(webConfigValue([{ param_key: 'title', param_value: 'SCM' }], 'title')).toBe('SCM')
    expect(webConfigValue({ title: 'SCM' }, 'title')).toBe('SCM')
    expect(unreadCount(3)).toBe(3)
    expect(unreadCount({ count: 4 })).toBe(4)
    expect(unreadCount('x')).toBe(0)
  })
})
