// A public route rendered by its element (/receive/:id, /order/authEmail), once the procurement
// area registers it; until then the route is not built and goes to /404. The element brings its
// own styles (its shadow root adopts the Panda sheet).
import { screenFor } from '@scm/core'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { ScreenElement } from '../screen/ScreenElement'
import { screenAttributes } from '../screen/screen-attributes'
import { NOT_FOUND_PATH } from './guard'

export default function PublicScreen({ pattern }: { pattern: string }) {
  const location = useLocation()
  const params = useParams()
  const navigate = useNavigate()
  const screen = screenFor(pattern) ?? screenFor(location.pathname)
  if (!screen) return <Navigate to={NOT_FOUND_PATH} replace />
  return (
    <main style={{ minHeight: '100vh', background: '#f9fafb', padding: '12px', boxSizing: 'border-box' }}>
      <ScreenElement
        tag={screen.tag}
        attributes={screenAttributes(location.search, params)}
        onNavigate={(path) => navigate(path)}
        onTitle={(title) => {
          if (title) document.title = title
        }}
      />
    </main>
  )
}
