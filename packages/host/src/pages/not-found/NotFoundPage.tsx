// /404: where unknown paths and screens that are not built land.
import { Link } from 'react-router-dom'
import { AuthCard } from '../auth-card'
import { pub } from '../public-styles'

export default function NotFoundPage() {
  return (
    <AuthCard heading="页面不存在">
      <p className={pub.big} aria-hidden="true">
        404
      </p>
      <p className={pub.text}>您访问的页面不存在或尚未开放。</p>
      <Link to="/home" className={pub.primary}>
        返回首页
      </Link>
    </AuthCard>
  )
}
