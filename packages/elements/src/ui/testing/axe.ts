import axe from 'axe-core'

/** What axe-core (which walks into open shadow roots) finds wrong under `node`: rule, help and where. */
export async function axeViolations(node: Node): Promise<string[]> {
  const result = await axe.run(node as Element, { resultTypes: ['violations'] })
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
