// The supplier extranet demo page (supplier-extranet.html): sign-in, the embedded elements, the
// embed-token path. A file, not an inline script: the portal serves its pages with a policy that
// runs no inline script.
const loginView = document.getElementById('login-view')
const workView = document.getElementById('work-view')
const signedIn = document.getElementById('signed-in')
const userName = document.getElementById('user-name')

function currentUserName() {
  try {
    return JSON.parse(sessionStorage.getItem('userInfo') || 'null')?.UserName || ''
  } catch {
    return ''
  }
}

// The portal's elements are added only once signed in, so they never call the portal without a token.
const panels = { 'scorecard-panel': 'scm-supplier-scorecard', 'confirm-panel': 'scm-order-confirm', 'balance-panel': 'scm-supply-balance', 'receive-panel': 'scm-order-receive', 'claims-panel': 'scm-supplier-claims' }
const elements = () => Object.keys(panels).map((panel) => document.getElementById(panel).firstElementChild).filter(Boolean)
// embed token path: set on each element, never stored by this page
let embedToken = null
function showWork(name = currentUserName()) {
  userName.textContent = name
  for (const [panel, tag] of Object.entries(panels)) {
    const element = document.createElement(tag)
    if (embedToken) element.setAttribute('token', embedToken)
    document.getElementById(panel).replaceChildren(element)
  }
  loginView.hidden = true
  workView.hidden = false
  signedIn.hidden = false
}

// The supplier's own server (demo/partner-server.mjs) mints the token with its partner key.
const partnerServer = new URLSearchParams(location.search).get('partner') || 'http://127.0.0.1:4010'
const embedStatus = document.getElementById('embed-status')
async function fetchEmbedToken() {
  const answer = await fetch(`${partnerServer}/embed-token`)
  const body = await answer.json()
  if (!answer.ok) throw new Error(body.message || '本站服务器未能取得令牌')
  return body
}
document.getElementById('embed-enter').addEventListener('click', async () => {
  embedStatus.textContent = ''
  try {
    const { token, user } = await fetchEmbedToken()
    embedToken = token
    showWork(user)
  } catch (error) {
    embedStatus.textContent = `无法直接进入：${error.message}（请先运行 node demo/partner-server.mjs）`
  }
})
// an element asks for a fresh token a minute before its token ends: fetch one, hand it to every element
// (all the elements ask at once: one fetch answers them all)
let refreshing = null
document.addEventListener('scm-token-expiring', () => {
  if (!embedToken || refreshing) return
  refreshing = fetchEmbedToken()
    .then(({ token }) => {
      embedToken = token
      for (const element of elements()) element.token = token
    })
    // the elements keep the old token until it ends; then scm-unauthorized brings the login back
    .catch(() => {})
    .finally(() => (refreshing = null))
})

function showLogin() {
  embedToken = null
  sessionStorage.clear()
  for (const panel of Object.keys(panels)) document.getElementById(panel).replaceChildren()
  workView.hidden = true
  signedIn.hidden = true
  loginView.hidden = false
}

document.addEventListener('scm-login', showWork)
// an expired session inside any element: this page decides, and asks for the login again
document.addEventListener('scm-unauthorized', showLogin)
document.getElementById('logout').addEventListener('click', async () => {
  const token = embedToken || sessionStorage.getItem('token')
  // end the session on the portal too, not only in this tab
  if (token) await fetch('/User/User/Logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => {})
  showLogin()
})
if (sessionStorage.getItem('token')) showWork()
