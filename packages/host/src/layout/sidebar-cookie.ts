// The sidebar's open/closed state, remembered in a cookie (spec: open by default).

export const SIDEBAR_COOKIE = 'sidebarStatus'

export function readSidebarOpen(cookie: string = globalThis.document?.cookie ?? ''): boolean {
  const match = cookie.split(';').map((part) => part.trim().split('=')).find(([name]) => name === SIDEBAR_COOKIE)
  return match ? match[1] !== '0' : true
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open ? '1' : '0'}; path=/; max-age=31536000; SameSite=Lax`
}

export function writeSidebarOpen(open: boolean): void {
  if (globalThis.document) document.cookie = sidebarCookie(open)
}
