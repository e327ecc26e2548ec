import { describe, expect, it } from 'vitest'
import { checkMail, MAIL_SUBJECT_MAX } from '.'

describe('checkMail', () => {
  it('sending needs a subject and a receiver; a draft needs neither', () => {
    expect(checkMail({ subject: ' ', body: '', to: [] }, true)).toEqual({ subject: '请填写邮件主题', to: '请选择收件人' })
    expect(checkMail({ subject: '', body: '', to: [] }, false)).toEqual({})
  })

  it('limits subject and body length either way', () => {
    expect(checkMail({ subject: 'x'.repeat(MAIL_SUBJECT_MAX + 1), body: 'x'.repeat(200_001), to: [1] }, false)).toEqual({
      subject: '邮件主题不能超过200个字符',
      body: '邮件内容过长',
    })
  })
})
