// A role's rights as ONE checkbox tree: menu groups → screens → the screen's buttons. A screen
// has a 查看 node (may open it) beside its buttons, so "the screen without any button" can be said.
// Checking a screen checks all its buttons; the save turns the checked leaves back into grants.

export interface RightNode {
  id: string
  pid: string | null
  path: string
  authName: string
  hidden: boolean
  built: boolean
  checked: boolean
  buttons: string[]
  children: RightNode[]
}

export interface RoleRights {
  role: string
  /** admin: everything, not editable */
  all: boolean
  buttons: { code: string; name: string }[]
  tree: RightNode[]
}

export interface Grant {
  functionId: string
  buttons: string[]
}

export const VIEW = 'view'
const SEP = '::'

export const buttonNodeId = (fn: string, button: string) => `${fn}${SEP}${button}`

/** The function and button of a button node id, or null for a function/group node. */
export function splitButtonNode(id: string): { fn: string; button: string } | null {
  const at = id.lastIndexOf(SEP)
  return at < 0 ? null : { fn: id.slice(0, at), button: id.slice(at + SEP.length) }
}

/** What a function's row says besides its name. */
export function noteOf(node: RightNode): string {
  if (node.children.length) return ''
  if (!node.built) return '（未上线）'
  if (node.hidden) return '（详情页）'
  return ''
}

/** The checkable leaves of a screen: 查看 and each button. */
export function buttonLeaves(rights: RoleRights, fn: string): { id: string; name: string }[] {
  return [{ code: VIEW, name: '查看' }, ...rights.buttons].map((b) => ({ id: buttonNodeId(fn, b.code), name: b.name }))
}

/** Every checkable leaf below a node (a screen's own buttons, or all the screens of a group). */
export function leavesOf(rights: RoleRights, node: RightNode): string[] {
  return node.children.length ? node.children.flatMap((child) => leavesOf(rights, child)) : buttonLeaves(rights, node.id).map((b) => b.id)
}

/** The checked leaves of what the server says the role holds. */
export function checkedOf(rights: RoleRights): string[] {
  const checked: string[] = []
  const visit = (node: RightNode) => {
    if (node.children.length) return node.children.forEach(visit)
    if (!node.checked && !rights.all) return
    checked.push(buttonNodeId(node.id, VIEW))
    for (const b of rights.all ? rights.buttons.map((x) => x.code) : node.buttons) checked.push(buttonNodeId(node.id, b))
  }
  rights.tree.forEach(visit)
  return checked
}

/**
 * The grants to save: each screen with any checked leaf (a button implies 查看) with its buttons,
 * and every group above a granted screen (a group id grants the group itself).
 */
export function grantsOf(rights: RoleRights, checked: readonly string[]): Grant[] {
  const byFn = new Map<string, Set<string>>()
  for (const id of checked) {
    const part = splitButtonNode(id)
    if (!part) continue
    const set = byFn.get(part.fn) ?? new Set<string>()
    if (part.button !== VIEW) set.add(part.button)
    byFn.set(part.fn, set)
  }
  const grants: Grant[] = []
  const visit = (node: RightNode): boolean => {
    if (!node.children.length) {
      const buttons = byFn.get(node.id)
      if (buttons) grants.push({ functionId: node.id, buttons: [...buttons].sort() })
      return !!buttons
    }
    const any = node.children.map(visit).some(Boolean)
    if (any) grants.push({ functionId: node.id, buttons: [] })
    return any
  }
  rights.tree.forEach(visit)
  return grants
}
