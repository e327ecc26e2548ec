import { useState } from 'react'
import { css } from 'styled-system/css'
import { Checkbox } from '../../../ui/checkbox'
import { leavesOf, buttonLeaves, noteOf, type RightNode, type RoleRights } from './rights-tree'

// The rights of a role drawn as nested lists: each group and screen a checkbox with a disclosure
// button (展开/收起) for what is below it; a screen's buttons (查看, 新增, 编辑, 删除, 导出, 审核)
// are the leaves. A parent shows checked, partly checked (−) or unchecked from its leaves, and
// ticking it ticks them all. Native checkboxes in plain lists: every control is reachable by Tab
// and named, and no control sits inside another (a role="tree" with checkboxes in its items would).

const list = css({ listStyle: 'none', m: '0', pl: '18px' })
const row = css({ display: 'flex', alignItems: 'center', gap: '4px', minH: '24px' })
const disclosure = css({
  w: '18px',
  h: '18px',
  border: 'none',
  bg: 'transparent',
  cursor: 'pointer',
  color: 'inherit',
  p: '0',
  borderRadius: '3px',
  _focusVisible: { outline: '2px solid var(--scm-color-primary, #1f5fbf)' },
})
const buttonsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', pl: '40px', pb: '2px' })
const note = css({ color: 'var(--scm-color-text-muted, #6b6e73)' })

export interface RightsChecklistProps {
  rights: RoleRights
  label: string
  checked: ReadonlySet<string>
  onChange: (ids: string[], on: boolean) => void
  expanded: ReadonlySet<string>
  onToggle: (id: string) => void
  disabled: boolean
}

function stateOf(ids: string[], checked: ReadonlySet<string>): boolean | 'indeterminate' {
  const on = ids.filter((id) => checked.has(id)).length
  return on === 0 ? false : on === ids.length ? true : 'indeterminate'
}

export function RightsChecklist(props: RightsChecklistProps) {
  return (
    <ul className={list} style={{ paddingLeft: 0 }} aria-label={props.label}>
      {props.rights.tree.map((node) => (
        <RightItem key={node.id} node={node} {...props} />
      ))}
    </ul>
  )
}

function RightItem({ node, ...props }: RightsChecklistProps & { node: RightNode }) {
  const { rights, checked, onChange, expanded, onToggle, disabled } = props
  const leaves = leavesOf(rights, node)
  const open = expanded.has(node.id)
  const isScreen = node.children.length === 0
  const listId = `rights-${node.id}`
  return (
    <li>
      <div className={row}>
        <button
          type="button"
          className={disclosure}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={`${open ? '收起' : '展开'} ${node.authName}`}
          onClick={() => onToggle(node.id)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
        <Checkbox
          aria-label={`勾选 ${node.authName}`}
          checked={stateOf(leaves, checked)}
          disabled={disabled}
          onCheckedChange={(on) => onChange(leaves, on)}
          label={
            <>
              {node.authName}
              <span className={note}>{noteOf(node)}</span>
            </>
          }
        />
      </div>
      {open && isScreen ? (
        <div id={listId} className={buttonsRow} role="group" aria-label={`${node.authName}的按钮`}>
          {buttonLeaves(rights, node.id).map((b) => (
            <Checkbox key={b.id} aria-label={`勾选 ${node.authName}·${b.name}`} label={b.name} checked={checked.has(b.id)} disabled={disabled} onCheckedChange={(on) => onChange([b.id], on)} />
          ))}
        </div>
      ) : null}
      {open && !isScreen ? (
        <ul id={listId} className={list}>
          {node.children.map((child) => (
            <RightItem key={child.id} node={child} {...props} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
