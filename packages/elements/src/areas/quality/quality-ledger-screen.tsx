import { useState } from 'react'
import { qualityLedgerResource } from '@scm/core/quality'
import { ResourceList } from '../../resource/resource-list'
import { useCurrentUser } from '../../session/current-user'
import { Tabs } from '../../ui/tabs'
import { LedgerStats } from './ledger-stats'

export interface QualityLedgerProps {
  pageSize?: number
  /** 'stats' opens on 统计分析 */
  view?: string
}

/**
 * 质量台账查询: the events (read-only: no 操作 column, export as granted) and their statistics.
 * The statistics tab mounts on first show, so its charts' chunk is fetched only then.
 */
export function QualityLedgerScreen({ pageSize, view }: QualityLedgerProps) {
  const [tab, setTab] = useState(view === 'stats' ? 'stats' : 'events')
  const [statsShown, setStatsShown] = useState(tab === 'stats')
  const user = useCurrentUser()
  const ownOnly = user?.supplyid != null
  return (
    <Tabs
      aria-label="质量台账"
      value={tab}
      onValueChange={(next) => {
        setTab(next)
        if (next === 'stats') setStatsShown(true)
      }}
      items={[
        {
          value: 'events',
          label: '台账明细',
          content: (
            <ResourceList
              def={qualityLedgerResource}
              pageSize={pageSize}
              columns={(derived) => derived.filter((c) => c.key !== '__actions')}
              toolbar={(buttons) => buttons.exportExcel}
              selectable={false}
            />
          ),
        },
        { value: 'stats', label: '统计分析', content: statsShown && user !== undefined ? <LedgerStats ownOnly={ownOnly} /> : null },
      ]}
    />
  )
}
