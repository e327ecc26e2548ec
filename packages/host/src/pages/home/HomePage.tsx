// /home: the home of the build's variant (file, scm or gonghua) with live widgets from the server,
// reloaded each time the Home tab is shown again.
import { getCurrentUser } from '@scm/core'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { api } from '../../app/api'
import { homeVariant, systemTitle } from '../../app/build-config'
import { ScreenElement } from '../../screen/ScreenElement'
import { ELEMENT_WIDGETS, WIDGETS_PATH, type HomeWidget, type HomeWidgets } from './widgets'
import { WidgetCard } from './WidgetCard'

const INTRO: Record<string, string> = {
  file: '文件、待办、公告与站内信一览',
  scm: '订单、待办、公告与站内信一览',
  gonghua: '订单、待办与公告一览',
}

export default function HomePage({ active, onOpen }: { active: boolean; onOpen: (path: string) => void }) {
  const [widgets, setWidgets] = useState<HomeWidget[] | null>(null)
  // each time the Home tab shows again: the element widgets read their figures again too
  const [loads, setLoads] = useState(0)
  const userName = getCurrentUser()?.UserName ?? ''

  useEffect(() => {
    if (!active) return
    let current = true
    api.get<HomeWidgets>(WIDGETS_PATH, { query: { home: homeVariant }, timestamp: true, silent: true }).then(
      (data) => {
        if (!current) return
        setWidgets(Array.isArray(data?.widgets) ? data.widgets : [])
        setLoads((n) => n + 1)
      },
      () => {
        if (current) setWidgets((previous) => previous ?? [])
      },
    )
    return () => {
      current = false
    }
  }, [active])

  return (
    <section aria-labelledby="home-heading" data-home={homeVariant}>
      <div className={css({ bg: 'white', borderRadius: 'md', p: { base: '3', md: '5' }, mb: '3', borderWidth: '1px', borderColor: 'gray.200' })}>
        <h2 id="home-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'gray.900' })}>
          {systemTitle()}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'gray.600', mt: '1' })}>
          {userName ? `欢迎您，${userName}。` : ''}
          {INTRO[homeVariant]}
        </p>
      </div>
      {widgets === null ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'gray.500' })}>加载中…</p>
      ) : widgets.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'gray.500' })}>暂无首页组件</p>
      ) : (
        // columns by the room the page has (sidebar open or closed), not the window: a card never
        // narrower than 22rem (an order's number, its status and the time fit on one line), at most three
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(max(min(100%, 22rem), calc((100% - 2 * 0.75rem) / 3)), 1fr))' })}>
          {widgets.map((widget) =>
            ELEMENT_WIDGETS[widget.id] ? (
              // the whole row: a cockpit's cards need the room
              <div key={widget.id} data-widget={widget.id} className={css({ gridColumn: '1 / -1', bg: 'white', borderRadius: 'md', borderWidth: '1px', borderColor: 'gray.200', minWidth: 0 })}>
                <ScreenElement tag={ELEMENT_WIDGETS[widget.id]!} attributes={{ refresh: String(loads) }} onNavigate={onOpen} />
              </div>
            ) : (
              <WidgetCard key={widget.id} widget={widget} onOpen={onOpen} />
            ),
          )}
        </div>
      )}
    </section>
  )
}
