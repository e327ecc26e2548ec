import { useMemo, useState } from 'react'
import { SearchInput } from '../../../ui/search-input'
import { Tree, type TreeNode } from '../../../ui/tree'
import type { OrgNode } from '../shared/types'
import { muted, panel } from '../../../ui/layout'

// The organisation as a tree (company → department → station, with users when asked), the left
// half of the organisation screens. Choosing a node tells the screen which part to show.

const TYPE_TEXT: Record<OrgNode['type'], string> = { company: '公司', dept: '部门', station: '岗位', user: '人员' }

function toTreeNodes(nodes: OrgNode[], index: Map<string, OrgNode>): TreeNode[] {
  return nodes.map((node) => {
    index.set(node.key, node)
    const count = node.type === 'user' ? '' : `（${node.user_count}人）`
    const off = node.disabled ? ' [停用]' : ''
    return { id: node.key, label: `${node.name}${count}${off}`, children: node.children.length ? toTreeNodes(node.children, index) : undefined }
  })
}

/** Keys of the companies and departments, so the tree opens down to the stations. */
function openKeys(nodes: OrgNode[]): string[] {
  return nodes.flatMap((n) => (n.type === 'company' || n.type === 'dept' ? [n.key, ...openKeys(n.children)] : []))
}

export interface OrgTreePanelProps {
  tree: OrgNode[] | undefined
  loading: boolean
  selectedKey: string | null
  onSelect: (node: OrgNode | null) => void
  /** Shows a search box (user code or name) that filters the tree on the server. */
  onSearch?: (text: string) => void
  label?: string
}

export function OrgTreePanel({ tree, loading, selectedKey, onSelect, onSearch, label = '组织机构' }: OrgTreePanelProps) {
  const { nodes, index } = useMemo(() => {
    const map = new Map<string, OrgNode>()
    return { nodes: toTreeNodes(tree ?? [], map), index: map }
  }, [tree])
  const [expanded, setExpanded] = useState<string[] | null>(null)
  const shown = expanded ?? openKeys(tree ?? [])
  return (
    <div className={panel}>
      {onSearch ? <SearchInput onSearch={onSearch} placeholder="人员账号或姓名" aria-label="搜索人员" /> : null}
      {loading && !tree ? <p className={muted}>加载中…</p> : null}
      {tree && !tree.length ? <p className={muted}>暂无数据</p> : null}
      {nodes.length ? (
        <Tree
          aria-label={label}
          nodes={nodes}
          selected={selectedKey ? [selectedKey] : []}
          expanded={shown}
          onExpand={setExpanded}
          onSelect={(ids) => onSelect(ids[0] ? (index.get(ids[0]) ?? null) : null)}
          renderLabel={(n) => (
            <>
              <span className={muted}>{TYPE_TEXT[index.get(n.id)?.type ?? 'dept']} </span>
              {n.label}
            </>
          )}
        />
      ) : null}
    </div>
  )
}

/** The node with `key` in the tree, or null. */
export function findOrgNode(nodes: OrgNode[] | undefined, key: string | null): OrgNode | null {
  if (!key) return null
  for (const node of nodes ?? []) {
    if (node.key === key) return node
    const inner = findOrgNode(node.children, key)
    if (inner) return inner
  }
  return null
}
