import { TreeView, createTreeCollection } from '@ark-ui/react/tree-view'
import { useMemo, type ReactNode } from 'react'
import { treeView } from 'styled-system/recipes'
import type { TreeNode, TreeProps } from './tree'

type Classes = ReturnType<typeof treeView>

/** Tree (Ark TreeView, role="tree"): arrows move and expand, Enter/Space select. */
export function ArkTree({
  nodes,
  selected,
  onSelect,
  multiple = false,
  checkable = false,
  checked,
  onCheck,
  expanded,
  defaultExpanded,
  onExpand,
  renderLabel,
  ...aria
}: TreeProps) {
  const collection = useMemo(
    () =>
      createTreeCollection<TreeNode>({
        nodeToValue: (n) => n.id,
        nodeToString: (n) => n.label,
        rootNode: { id: '__root__', label: '', children: nodes },
      }),
    [nodes],
  )
  const cls = treeView()
  return (
    <TreeView.Root
      className={cls.root}
      collection={collection}
      selectionMode={multiple ? 'multiple' : 'single'}
      selectedValue={selected}
      expandedValue={expanded}
      defaultExpandedValue={defaultExpanded}
      checkedValue={checkable ? checked : undefined}
      onSelectionChange={(d) => onSelect?.(d.selectedValue, d.selectedNodes)}
      onExpandedChange={(d) => onExpand?.(d.expandedValue)}
      onCheckedChange={(d) => onCheck?.(d.checkedValue)}
    >
      <TreeView.Tree className={cls.tree} aria-label={aria['aria-label']}>
        {collection.rootNode.children?.map((node, index) => (
          <Node key={node.id} node={node} indexPath={[index]} cls={cls} checkable={checkable} renderLabel={renderLabel} />
        ))}
      </TreeView.Tree>
    </TreeView.Root>
  )
}

interface NodeProps {
  node: TreeNode
  indexPath: number[]
  cls: Classes
  checkable: boolean
  renderLabel?: (node: TreeNode) => ReactNode
}

function Node({ node, indexPath, cls, checkable, renderLabel }: NodeProps) {
  const text = renderLabel ? renderLabel(node) : node.label
  const box = checkable ? (
    <TreeView.NodeCheckbox className={cls.nodeCheckbox} aria-label={`勾选 ${node.label}`}>
      <TreeView.NodeCheckboxIndicator indeterminate="−">✓</TreeView.NodeCheckboxIndicator>
    </TreeView.NodeCheckbox>
  ) : null
  return (
    <TreeView.NodeProvider node={node} indexPath={indexPath}>
      {node.children?.length ? (
        <TreeView.Branch className={cls.branch}>
          <TreeView.BranchControl className={cls.branchControl}>
            <TreeView.BranchIndicator className={cls.branchIndicator} aria-hidden="true">
              ›
            </TreeView.BranchIndicator>
            {box}
            <TreeView.BranchText className={cls.branchText}>{text}</TreeView.BranchText>
          </TreeView.BranchControl>
          <TreeView.BranchContent className={cls.branchContent}>
            {node.children.map((child, i) => (
              <Node key={child.id} node={child} indexPath={[...indexPath, i]} cls={cls} checkable={checkable} renderLabel={renderLabel} />
            ))}
          </TreeView.BranchContent>
        </TreeView.Branch>
      ) : (
        <TreeView.Item className={cls.item}>
          {box}
          <TreeView.ItemText className={cls.itemText}>{text}</TreeView.ItemText>
        </TreeView.Item>
      )}
    </TreeView.NodeProvider>
  )
}
