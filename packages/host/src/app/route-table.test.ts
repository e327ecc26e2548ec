import { describe, expect, it } from 'vitest'
import { breadcrumbTrail, canonicalPath, nestedAliases, routeEntry, routeTitle } from './route-table'

describe('route table from core', () => {
  it('resolves groups to their default child and nested groups too', () => {
    expect(routeEntry('/QulManage')?.redirect).toBe('/QulManage/productType')
    expect(routeEntry('/QulManage/standard')?.redirect).toBe('/QulManage/standard/standard_type')
    expect(routeEntry('/sysmanage/basecode')?.title).toBeTruthy()
  })

  it('gives breadcrumbs with Home first', () => {
    const trail = breadcrumbTrail('/QulManage/standard/standard_add')
    expect(trail.map((c) => c.path)).toEqual(['/home', '/QulManage', '/QulManage/standard', '/QulManage/standard/standard_add'])
    expect(trail[0].title).toBe(routeTitle('/home'))
    expect(breadcrumbTrail('/home')).toHaveLength(1)
  })
})

describe('canonical paths', () => {
  it('spells a path as its route does, whatever the case typed', () => {
    expect(canonicalPath('/qas/CheckFault')).toBe(routeEntry('/qas/checkFault')?.path)
    expect(canonicalPath('/sysmanage/basecode/')).toBe('/sysmanage/basecode')
    expect(canonicalPath('/no/such')).toBe('/no/such')
  })

  it('opens pages nested under a subgroup by their short path too', () => {
    const aliases = nestedAliases()
    expect(aliases).toContainEqual({ from: '/crm/se_maintainitem', to: '/crm/workbill/se_maintainitem' })
    expect(aliases).toContainEqual({ from: '/crm/pub_ServiceOutlets', to: '/crm/workbill/pub_ServiceOutlets' })
    expect(aliases.some((alias) => routeEntry(alias.from))).toBe(false)
  })
})
