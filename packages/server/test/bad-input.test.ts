import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from './helpers'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = await login(t.app, 'admin')
})
afterAll(() => t.close())

/** Every platform call, with a signed-in admin: garbage in must never give a 500. */
const CALLS: [string, string][] = [
  ['POST', '/token'],
  ['GET', '/User/User/GetCurrentUser'],
  ['POST', '/User/User/UpdatePassword'],
  ['POST', '/api/User/getPwdSecurtyLevel'],
  ['GET', '/api/User/validateCode'],
  ['POST', '/api/User/findPwd'],
  ['POST', '/api/ResetPwdLog/GetLogList'],
  ['GET', '/Menu/Menu/GetUserMenuData'],
  ['GET', '/api/SysConfig/GetSys_Company'],
  ['GET', '/api/SysConfig/Getsys_webconfig'],
  ['GET', '/api/test/getconfig'],
  ['GET', '/Email/MSMailRecord/GetUnReadNum'],
  ['POST', '/Email/MSMailRecord/GetDataList'],
  ['GET', '/Email/MSMailRecord/GetEmailDetail'],
  ['POST', '/Email/MSMailRecord/Save'],
  ['POST', '/Email/MSMailRecord/Del'],
  ['POST', '/Email/MSMailRecord/SetRead'],
  ['POST', '/Email/MSMailRecord/MoveToFolder'],
  ['GET', '/Email/MSMailRecord/GetEmailReceivers'],
  ['GET', '/Email/MSMailRecord/DownloadAttachment'],
  ['GET', '/Email/MSMailFolder/GetMSMailFolderByUerId'],
  ['POST', '/Email/MSMailFolder/Update'],
  ['POST', '/Email/MSMailFolder/Del'],
  ['POST', '/api/Bulletin/GetList'],
  ['POST', '/api/Bulletin/GetMyList'],
  ['GET', '/api/Bulletin/GetDetail'],
  ['GET', '/api/Bulletin/GetTypes'],
  ['POST', '/api/Bulletin/Save'],
  ['POST', '/api/Bulletin/Publish'],
  ['POST', '/api/Bulletin/Withdraw'],
  ['POST', '/api/Bulletin/Del'],
  ['GET', '/api/Bulletin/GetReadRecords'],
  ['GET', '/api/Bulletin/DownloadAttachment'],
  ['POST', '/User/User/Logout'], // last: it ends the session
]

const BODIES = ['{', 'null', '[]', '"text"', '{"password": 5, "username": {"a": 1}, "oldPassword": [], "newPassword": null}', '{"page": -1, "rows": "x", "sidx": "1;", "code": "\u0000"}', 'x'.repeat(10_000)]
const QUERIES = ['', '?username=', `?username=${'a'.repeat(500)}`, '?page=abc&rows=9999', '?username=%00']

describe('bad input', () => {
  it('never answers 500, and answers failures in Chinese', async () => {
    for (const [method, path] of CALLS) {
      for (const query of QUERIES) {
        for (const body of method === 'POST' ? BODIES : [undefined]) {
          const res = await t.app.request(path + query, {
            method,
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body,
          })
          const text = await res.text()
          expect(res.status, `${method} ${path}${query} ${body?.slice(0, 40)}`).toBeLessThan(500)
          if (res.status >= 400) expect(text, `${method} ${path}`).toMatch(/[\u4e00-\u9fff]/)
        }
      }
    }
  })
})
