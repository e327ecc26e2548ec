// The calls that make a session: who is signed in, and the menu (with the functions and buttons it grants).

export const SESSION_PATHS = {
  /** GET: the signed-in user */
  currentUser: '/User/User/GetCurrentUser',
  /** GET: the signed-in user's menu tree, with each function's granted buttons */
  menu: '/Menu/Menu/GetUserMenuData',
} as const
