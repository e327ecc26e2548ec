import type { ReactNode } from 'react'
import { treeView } from 'styled-system/recipes'
import { lazyPart } from './lazy-part'

export interface TreeNode {
  id: string
  label: string
  children?: TreeNode[]
}

export interface TreeProps {
  nodes: TreeNode[]
  'aria-label': string
  /** Selected node ids (one unless `multiple`). */
  selected?: string[]
  onSelect?: (ids: string[], nodes: TreeNode[]) => void
  multiple?: boolean
  /** Checkboxes on nodes (menu / permission trees); a parent checks all its children. */
  checkable?: boolean
  checked?: string[]
  onCheck?: (ids: string[]) => void
  expanded?: string[]
  defaultExpanded?: string[]
  onExpand?: (ids: string[]) => void
  /** Text of a node row; defaults to its label. */
  renderLabel?: (node: TreeNode) => ReactNode
}

/**
 * Tree (Ark TreeView, ./tree-view, role="tree"): arrows move and expand, Enter/Space select. The
 * machine is fetched after the first paint; until then the top-level labels are listed.
 */
export const Tree = lazyPart<TreeProps>(
  'Tree',
  () => import('./tree-view').then((m) => m.ArkTree),
  ({ nodes, renderLabel }) => {
    const cls = treeView()
    return (
      <div className={cls.root} aria-busy="true">
        {nodes.map((node) => (
          <div key={node.id} className={cls.itemText}>
            {renderLabel ? renderLabel(node) : node.label}
          </div>
        ))}
      </div>
    )
  },
)
