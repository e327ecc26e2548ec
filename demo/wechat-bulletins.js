// The WeChat bulletins demo page (wechat-bulletins.html): sign-in, the list and one bulletin. A
// file, not an inline script: the portal serves its pages with a policy that runs no inline script.
const loginView = document.getElementById('login-view')
const readView = document.getElementById('read-view')
const back = document.getElementById('back')
const logout = document.getElementById('logout')
const title = document.getElementById('title')

function show(element, heading, canGoBack) {
  readView.replaceChildren(element)
  title.textContent = heading
  back.hidden = !canGoBack
  loginView.hidden = true
  readView.hidden = false
  logout.hidden = false
  window.scrollTo(0, 0)
}

// The list and the detail are added only once signed in, so they never call the portal without a token.
function showList() {
  const list = document.createElement('scm-bulletin-index')
  list.setAttribute('compact', 'true') // one column for a phone
  show(list, '公告', false)
}

function showDetail(id) {
  const detail = document.createElement('scm-bulletin-detail')
  detail.setAttribute('record-id', id)
  show(detail, '公告详情', true)
}

function showLogin() {
  sessionStorage.clear()
  readView.replaceChildren()
  readView.hidden = true
  back.hidden = true
  logout.hidden = true
  title.textContent = '公告'
  loginView.hidden = false
}

// the elements ask for pages; this page has two: the list and one bulletin
document.addEventListener('scm-navigate', (event) => {
  const url = new URL(event.detail.path, location.origin)
  const id = url.searchParams.get('id')
  if (url.pathname === '/bulletin/detail' && id) showDetail(id)
  else showList()
})
document.addEventListener('scm-login', showList)
document.addEventListener('scm-unauthorized', showLogin)
back.addEventListener('click', showList)
logout.addEventListener('click', async () => {
  const token = sessionStorage.getItem('token')
  if (token) await fetch('/User/User/Logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => {})
  showLogin()
})
if (sessionStorage.getItem('token')) showList()
