// The outbound part of WeChat account binding, behind one interface. The WeChat platform is not
// reachable from where the portal is built and tested, so:
//   - `oauthPlatform` speaks WeChat's web OAuth (snsapi_base) for a configured official account
//     (SCM_WX_APPID, SCM_WX_SECRET);
//   - `unconfiguredPlatform`, the default, refuses to finish a binding and says why — it never
//     pretends WeChat answered;
//   - tests set a double with `useWechatPlatform` (wx.test.ts).

/** What the binding needs from WeChat. */
export interface WechatPlatform {
  /**
   * The link the binding QR code carries. Scanned in WeChat it must end at `callback` with the same
   * `state` and an OAuth `code` (?state=…&code=…).
   */
  bindingLink(callback: string, state: string): string
  /** The WeChat user (openid of the official account) an OAuth `code` stands for; rejects with a Chinese message. */
  openidOf(code: string): Promise<string>
}

/** Raised when WeChat cannot be asked or refuses; the message is shown to the user as is. */
export class WechatUnavailable extends Error {}

/** No official account configured: the QR code still carries the signed link, but no code can be exchanged. */
export const unconfiguredPlatform: WechatPlatform = {
  bindingLink: (callback, state) => `${callback}?state=${encodeURIComponent(state)}`,
  async openidOf() {
    throw new WechatUnavailable('未配置微信公众号（SCM_WX_APPID、SCM_WX_SECRET），无法向微信换取用户标识，绑定未完成')
  },
}

/** WeChat web OAuth of an official account (snsapi_base: only the openid, no confirmation screen). */
export function oauthPlatform(appid: string, secret: string, fetchImpl: typeof fetch = fetch): WechatPlatform {
  return {
    bindingLink: (callback, state) =>
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${encodeURIComponent(appid)}&redirect_uri=${encodeURIComponent(callback)}` +
      `&response_type=code&scope=snsapi_base&state=${encodeURIComponent(state)}#wechat_redirect`,
    async openidOf(code) {
      const url = `https://api.weixin.qq.com/sns/oauth2/access_token?appid=${encodeURIComponent(appid)}&secret=${encodeURIComponent(secret)}&code=${encodeURIComponent(code)}&grant_type=authorization_code`
      let body: { openid?: string; errcode?: number; errmsg?: string }
      try {
        body = (await (await fetchImpl(url, { signal: AbortSignal.timeout(10_000) })).json()) as typeof body
      } catch {
        throw new WechatUnavailable('无法连接微信服务器，请稍后重试')
      }
      if (!body.openid) throw new WechatUnavailable(`微信授权失败（${body.errcode ?? '无错误码'}），请重新扫码`)
      return body.openid
    },
  }
}

let current: WechatPlatform | null = null

/** The platform in use: the configured official account, else the unconfigured one. */
export function wechatPlatform(env: NodeJS.ProcessEnv = process.env): WechatPlatform {
  if (current) return current
  const appid = env.SCM_WX_APPID?.trim()
  const secret = env.SCM_WX_SECRET?.trim()
  return appid && secret ? oauthPlatform(appid, secret) : unconfiguredPlatform
}

/** Replaces the platform (tests: a double); null goes back to the configured one. */
export function useWechatPlatform(platform: WechatPlatform | null): void {
  current = platform
}
