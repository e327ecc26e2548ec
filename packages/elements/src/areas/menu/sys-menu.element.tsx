import { useMemo, useState } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { Tree, type TreeNode } from '../../ui/tree'
import { StatusTag } from '../../ui/status-tag'
import { buttonRow, facts, heading, muted, panel, screen, splitPane, denseSubheading } from '../../ui/layout'
import { useCan } from '../../resource/grants'
import { useLoad } from '../../list/use-load'
import { MenuForm } from './menu/menu-form'
import { flattenMenu, type MenuRecord } from './menu/menu-types'
import { MENU_PATHS } from '@scm/core/menu'

// /config/SysMenu 菜单管理: the portal's menu tree; add, edit and delete nodes. A change shows in
// the sidebar at the next menu load (after a reload). Built-in nodes are hidden, not deleted.

const FN = 'config1_SysMenu'

function toTree(nodes: MenuRecord[]): TreeNode[] {
  return nodes.map((n) => ({
    id: n.id,
    label: `${n.authName}${n.hidden ? '（隐藏）' : ''}${!n.children.length && !n.built ? '（未上线）' : ''}`,
    children: n.children.length ? toTree(n.children) : undefined,
  }))
}

function SysMenu() {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(FN)
  const menu = useLoad((a) => a.get<MenuRecord[]>(MENU_PATHS.menu, { timestamp: true }), 'menu')
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [expanded, setExpanded] = useState<string[]>([])
  const [editing, setEditing] = useState<{
    node: MenuRecord | null
    parentId: string
  } | null>(null)
  const nodes = useMemo(() => toTree(menu.data ?? []), [menu.data])
  const chosen = useMemo(() => flattenMenu(menu.data ?? []).find(({ node }) => node.id === chosenId)?.node ?? null, [menu.data, chosenId])

  const remove = async (node: MenuRecord) => {
    if (!(await confirm(`确定删除菜单“${node.authName}”吗？`, { title: '删除确认', danger: true }))) return
    try {
      await api.get(MENU_PATHS.delMenu, { query: { id: node.id }, successMessage: true })
      emit('scm-change', { entity: 'menu', action: 'delete', id: node.id })
      setChosenId(null)
      menu.reload()
    } catch {
      // the client showed why (built-in node, or it has children)
    }
  }

  return (
    <section className={screen} aria-label="菜单管理">
      <h2 className={heading}>菜单管理</h2>
      <div className={buttonRow} role="toolbar" aria-label="菜单操作">
        {can('add') ? (
          <>
            <Button variant="primary" onClick={() => setEditing({ node: null, parentId: '' })}>
              新增顶级菜单
            </Button>
            <Button disabled={!chosen} onClick={() => chosen && setEditing({ node: null, parentId: chosen.id })}>
              新增下级菜单
            </Button>
          </>
        ) : null}
        {can('edit') ? (
          <Button disabled={!chosen} onClick={() => chosen && setEditing({ node: chosen, parentId: chosen.pid ?? '' })}>
            编辑
          </Button>
        ) : null}
        {can('delete') ? (
          <Button variant="danger" disabled={!chosen || chosen.builtin} onClick={() => chosen && void remove(chosen)}>
            删除
          </Button>
        ) : null}
        <span className={muted}>修改后刷新页面，侧边栏即显示新的菜单。</span>
      </div>
      <div className={splitPane}>
        <div className={panel}>
          {menu.loading && !menu.data ? <p className={muted}>加载中…</p> : null}
          {nodes.length ? (
            <Tree aria-label="菜单树" nodes={nodes} selected={chosenId ? [chosenId] : []} onSelect={(ids) => setChosenId(ids[0] ?? null)} expanded={expanded} onExpand={setExpanded} />
          ) : null}
        </div>
        <div>
          {chosen ? (
            <>
              <h3 className={denseSubheading}>
                {chosen.authName} {chosen.builtin ? <StatusTag status="系统内置" /> : <StatusTag status="自定义" tone="warning" />}
              </h3>
              <dl className={facts} aria-label="菜单信息">
                <dt>菜单编号</dt>
                <dd>{chosen.id}</dd>
                <dt>上级菜单</dt>
                <dd>{chosen.pid ?? '无（顶级）'}</dd>
                <dt>路径</dt>
                <dd>{chosen.path}</dd>
                <dt>图标</dt>
                <dd>{chosen.icon || '默认'}</dd>
                <dt>排序</dt>
                <dd>{chosen.sort}</dd>
                <dt>侧边栏</dt>
                <dd>{chosen.hidden ? '隐藏' : '显示'}</dd>
                <dt>页面</dt>
                <dd>{chosen.children.length ? `分组（${chosen.children.length} 个下级）` : chosen.built ? '已上线' : '未上线（不会出现在侧边栏）'}</dd>
              </dl>
            </>
          ) : (
            <p className={muted}>在左侧选择一个菜单查看、编辑，或在其下新增菜单。</p>
          )}
        </div>
      </div>
      <MenuForm
        open={editing !== null}
        node={editing?.node ?? null}
        parentId={editing?.parentId ?? ''}
        tree={menu.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          emit('scm-change', { entity: 'menu', action: editing?.node ? 'edit' : 'add', id: saved.id })
          setEditing(null)
          setChosenId(saved.id)
          if (saved.pid) setExpanded((open) => [...new Set([...open, saved.pid!])])
          menu.reload()
        }}
      />
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-sys-menu', SysMenu, {
  description: '菜单管理：门户菜单树的查看、新增（顶级/下级）、编辑（名称、路径、图标、排序、隐藏）与删除；修改在下次加载菜单时生效',
  attributes: {},
  events: { 'scm-change': '菜单保存或删除后，detail 为 {entity:"menu", action, id}' },
})
