import { adoptPublicStyles, pub } from '../pages/public-styles'

adoptPublicStyles()

/** Whole-page waiting state (a lazy page's chunk, the layout's menu request). */
export function PageLoading({ text = '加载中…' }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className={pub.status}>
      {text}
    </div>
  )
}
