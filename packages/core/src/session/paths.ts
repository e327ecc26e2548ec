// The calls that make a session: who is signed in, and the menu (with the functions and buttons it grants).

export const SESSION_PATHS = {
  /** GET: the signed-in user */
  currentUser: '/User/User/GetCurrentUser',
  /** GET: the signed-in user's menu tree, with each function's granted buttons */
  menu: '/Menu/Menu/GetUserMenuData',
  /** POST: ends the caller's session */
  logout: '/User/User/Logout',
} as const

/**
 * The portal shell's own calls (packages/host): the header's company and web settings, the home
 * page's widgets, and a forgotten password reset before sign-in.
 */
export const SHELL_PATHS = {
  /** GET: the company shown in the header */
  company: '/api/SysConfig/GetSys_Company',
  /** GET: the site's settings (whether the mail icon shows) */
  webConfig: '/api/SysConfig/Getsys_webconfig',
  /** GET ?home: the widgets of the caller's home page */
  widgets: '/api/Home/GetWidgets',
  /** GET ?username: mails a reset code */
  resetCode: '/api/User/validateCode',
  /** POST {username, code, newPassword}: a new password with the code */
  resetPassword: '/api/User/findPwd',
} as const
