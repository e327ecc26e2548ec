// The WeChat repair demo page (wechat-repair.html): sign-in and out around <scm-wechat-repair>. A
// file, not an inline script: the portal serves its pages with a policy that runs no inline script.
const loginView = document.getElementById('login-view')
const repairView = document.getElementById('repair-view')
const logout = document.getElementById('logout')

// The widget is added only once signed in, so it never calls the portal without a token.
// With `token` it uses that token; without it, the one the login form kept in this tab's session.
function showRepair(token) {
  const widget = document.createElement('scm-wechat-repair')
  if (token) widget.setAttribute('token', token)
  repairView.replaceChildren(widget)
  loginView.hidden = true
  repairView.hidden = false
  logout.hidden = false
  window.scrollTo(0, 0)
}

function showLogin() {
  sessionStorage.clear()
  repairView.replaceChildren()
  repairView.hidden = true
  logout.hidden = true
  loginView.hidden = false
}

// HOOK — embed token (the reconciliation issue builds that path, not this page): once the
// official account's backend hands this page a token for the signed-in customer, call
// startWithToken(token) instead of showing the login form. Nothing calls it today.
function startWithToken(token) {
  sessionStorage.setItem('token', token)
  showRepair(token)
}
window.scmWechatRepair = { startWithToken }

document.addEventListener('scm-login', () => showRepair())
document.addEventListener('scm-unauthorized', showLogin)
logout.addEventListener('click', async () => {
  const token = sessionStorage.getItem('token')
  if (token) await fetch('/User/User/Logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => {})
  showLogin()
})
if (sessionStorage.getItem('token')) showRepair()
