import { useMemo, useRef, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../../runtime'
import { Button } from '../../../ui/button'
import { confirm, ConfirmHost } from '../../../ui/confirm'
import { DataTable, actionsColumn, type Column } from '../../../ui/data-table'
import { Toolbar } from '../../../ui/toolbar'
import { buttonRow, heading, muted, screen, splitPane, denseSubheading } from '../../../ui/layout'
import type { OrgNode, UserRow } from '../shared/types'
import { useListController } from '../../../list'
import { useCan } from '../../../resource/grants'
import { useLoad } from '../../../list/use-load'
import { findOrgNode, OrgTreePanel } from './org-tree-panel'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// /sysmanage/org/user 人员: the organisation tree with its people placed on their stations. Choose
// a station to see who sits there, take someone off it, or place people who have no station yet.
// Choosing a person opens 人员详情.

const FN = 'sysmanage_org_user'
const USERDTL = '/sysmanage/org/userdtl'

function OrgUser({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const [searchKey, setSearchKey] = useState('')
  const tree = useLoad(
    (a) => a.get<OrgNode[]>(SYSMANAGE_PATHS.stationUsers, { query: searchKey ? { searchKey } : {}, timestamp: true }),
    `tree:${searchKey}`,
  )
  const [chosenKey, setChosenKey] = useState<string | null>(null)
  const chosen = findOrgNode(tree.data, chosenKey)
  const station = chosen?.type === 'station' ? chosen : null
  const actions = useRef({ takeOff: (_u: UserRow) => {}, canEdit: false })

  const noStationColumns = useMemo<Column<UserRow>[]>(
    () => [
      { key: 'usercode', title: '账号', width: 110, sortable: true },
      { key: 'UserName', title: '姓名', sortable: true },
      { key: 'dept_name', title: '部门' },
      { key: 'phone', title: '电话' },
    ],
    [],
  )
  const noStation = useListController<UserRow>({ path: SYSMANAGE_PATHS.noStationUsers, method: 'GET', columns: noStationColumns, rowKey: 'userid', pageSize, defaultSort: { key: 'usercode', order: 'asc' } })

  const stationColumns = useMemo<Column<UserRow>[]>(
    () => [
      { key: 'usercode', title: '账号', width: 110 },
      { key: 'UserName', title: '姓名' },
      { key: 'role_names', title: '角色' },
      { key: 'phone', title: '电话' },
      actionsColumn<UserRow>(
        (u) => (
          <>
            <Button variant="text" aria-label={`人员详情 ${u.UserName}`} onClick={() => emit('scm-navigate', { path: `${USERDTL}?userId=${u.userid}` })}>
              详情
            </Button>
            {actions.current.canEdit ? (
              <Button variant="text" aria-label={`移出岗位 ${u.UserName}`} onClick={() => actions.current.takeOff(u)}>
                移出岗位
              </Button>
            ) : null}
          </>
        ),
        { width: 150, align: 'center' },
      ),
    ],
    [emit],
  )
  const onStation = useListController<UserRow>({
    path: SYSMANAGE_PATHS.users,
    columns: stationColumns,
    rowKey: 'userid',
    defaultSort: { key: 'usercode', order: 'asc' },
    fixed: { station_id: station?.id ?? null },
    enabled: station !== null,
  })

  const placeUsers = async (userIds: number[], stationId: number | null) => {
    await api.post(SYSMANAGE_PATHS.saveUserStation, { userIds, station_id: stationId }, { successMessage: true })
    emit('scm-change', { entity: 'user', action: 'station', ids: userIds, station_id: stationId })
    noStation.table.selection.clear()
    noStation.reload()
    onStation.reload()
    tree.reload()
  }
  const takeOff = async (user: UserRow) => {
    if (!(await confirm(`确定将“${user.UserName}”移出岗位“${station?.name ?? ''}”吗？`, { title: '移出岗位' }))) return
    await placeUsers([user.userid], null).catch(() => undefined)
  }
  actions.current = { takeOff: (u) => void takeOff(u), canEdit: can('edit') }

  const choose = (node: OrgNode | null) => {
    if (node?.type === 'user') {
      emit('scm-navigate', { path: `${USERDTL}?userId=${node.id}` })
      return
    }
    setChosenKey(node?.key ?? null)
  }
  const selected = noStation.table.selection.keys.map(Number)

  return (
    <section className={screen} aria-label="人员">
      <h2 className={heading}>人员</h2>
      <div className={splitPane}>
        <OrgTreePanel tree={tree.data} loading={tree.loading} selectedKey={chosenKey} onSelect={choose} onSearch={setSearchKey} label="组织机构与人员" />
        <div>
          {station ? (
            <>
              <h3 className={denseSubheading}>岗位“{station.name}”的人员</h3>
              <DataTable<UserRow> caption={`岗位${station.name}的人员`} state={onStation.table} columns={onStation.table.columns} rowKey="userid" rows={onStation.rows} total={onStation.total} loading={onStation.loading} />
            </>
          ) : (
            <p className={muted}>在左侧选择岗位，查看并安排该岗位的人员；选择人员查看其详情。</p>
          )}
          <h3 className={denseSubheading}>未分配岗位的人员</h3>
          {can('edit') ? (
            <Toolbar aria-label="安排岗位">
              <span className={buttonRow}>
                <Button variant="primary" disabled={!station || selected.length === 0} onClick={() => station && void placeUsers(selected, station.id).catch(() => undefined)}>
                  {station ? `安排到“${station.name}”${selected.length ? `（${selected.length}）` : ''}` : '安排到岗位（先选择岗位）'}
                </Button>
              </span>
            </Toolbar>
          ) : null}
          <DataTable<UserRow> caption="未分配岗位的人员" state={noStation.table} columns={noStation.table.columns} rowKey="userid" rows={noStation.rows} total={noStation.total} loading={noStation.loading} selectable={can('edit')} />
        </div>
      </div>
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-org-user', OrgUser, {
  description: '企业组织·人员：组织树（公司→部门→岗位→人员），查看岗位人员、移出岗位、为未分配岗位的人员安排岗位',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {
    'scm-change': '人员岗位变化后，detail 为 {entity:"user", action:"station", ids, station_id}',
    'scm-navigate': '打开人员详情，detail 为 {path:"/sysmanage/org/userdtl?userId=…"}',
  },
})
