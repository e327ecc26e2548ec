// WeChat binding of the signed-in user's account (spec §7): GET /api/wx/CreateQrcode answers the QR
// code of a signed binding link (valid a few minutes), or says the account is bound already;
// GET /api/wx/unsubscribe unbinds it.

export const WX_PATHS = { qrcode: '/api/wx/CreateQrcode', unbind: '/api/wx/unsubscribe' } as const

/** What CreateQrcode answers. */
export interface WxQrcode {
  /** already bound: no QR code then */
  bound: boolean
  /** the binding link the QR code carries */
  url: string
  /** the QR code, a PNG data URL */
  qrcode: string
  /** yyyy-MM-dd HH:mm:ss after which the link no longer binds */
  expires_at: string
}
