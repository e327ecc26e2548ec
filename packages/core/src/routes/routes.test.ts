import { describe, expect, it } from 'vitest'
import { findRoute, flattenRoutes, guardRedirect, homeRoute, iconFor, menuIcons, publicRoutes, routeTrail, routeTree } from '.'

// Spec §2 "Route groups", written out again here so the tree is checked against the spec text.
const SPEC_GROUPS: Record<string, [string, string, string]> = {
  QulManage: ['/QulManage', 'productType', 'productType problemType commonProblem qulQueryDtl qualityHandle claimDem result accQuery standard standard/standard_type standard/standard_add standard/detail check_infor_add check_infor_query check_infor_type check_defect check_fault check_infor_fault_dtl check_infor_fault_query trace mm_key_route assembly_process_card technical_quality_agreement parts_traceability production_plan_traceability traceability_of_key_components check_type'],
  partsManage: ['/partsManage', 'typeManage', 'typeManage typeListManage PriceReview'],
  mail: ['/mail', 'write', 'write inbox outbox draft foldManage detail sendsuccess OrderPublishEmail OrderPublishEmailV2'],
  order: ['/order', 'publish', 'publish receive publishv2 receivev2 query queryv2 myquery myqueryv2 querysummary querysummaryv2 myquerysummary myquerysummaryv2 email sendRecord sendRecordv2 supplyConfirm supplySendRecord'],
  package: ['/package', 'list', 'list query detail'],
  bulletin1: ['/bulletin', 'index', 'create index list type detail'],
  fileSystem: ['/fileSystem', 'fileManage', 'fileManage recycle fileType'],
  todo: ['/todo', 'todoTypeList', 'todoTypeList tc td todoDetail'],
  MySelf1: ['/MySelf', 'downLoads', 'PasswordSet downLoads personal'],
  qas: ['/qas', 'checkFault', 'checkFault qaOnsiteCheckitem CheckFaultLogAdd CheckFaultLogs QaCardListQuery'],
  prcsdocument: ['/prcsdocument', 'prcsdocumentmag', 'prcsdocumentmag prcsdocumentAuditmag prcsdocumentPublishtmag prcsdocroute prcsdocrouteview'],
  sysmanage: ['/sysmanage', 'syspara', 'syspara org org/company org/dept org/station org/user org/userdtl supply_authority right resePwdLog userManage uploadFile wf basecode supplyuser onlineUser msgacceptuser operation_authority partnerKey jobRun'], // partnerKey: 合作方密钥 (issue 12 item 6), jobRun: 后台任务 (issue 39 item 3), beyond spec §2
  equip: ['/equip', 'equipType', 'equipType equipAccount equipMainItem equipMainItemWran equipMainLog equipOsipItem equipOsipLogAdd equipOsipLog'],
  contract: ['/contract', 'query', 'query detail'],
  PcRcv: ['/PcRcv', 'PcRcvList', 'PcRcvList detail intotal PcRcvListOfNoOrder detailOfNoOrder QueryProOfImgs'],
  MyQAS: ['/MyQAS', 'CheckType', 'CheckType CheckStandard'],
  OrderAudit: ['/orderAudit', 'orderList', 'orderList orderListQuery detail PicProjectItem'],
  crm: ['/crm', 'ordersupplement', 'ordersupplement custInfo workbill workbill/se_workbill workbill/se_workbill_finish workbill/se_workbill_access workbill/se_workbill/detail workbill/se_workbill_type workbill/se_maintainitem workbill/se_servicemanner workbill/se_serviceitem workbill/pub_ServiceOutlets se_cust_complaint se_cust_stf se_complaint_deal se_complaint_deal_detail se_complaint_stf'],
  MyAccount: ['/MyAccount', 'MyAccount_query', 'MyAccount_query SCM_CheckAcc SCM_CheckAcc_Fdj Account_confirm_kc MyStMreck_query MyPcRcv_query MyStOutBill_query UnitBalancePublish SCM_SupplyAcc PchangAcc salecheckItem salechecklist'],
  materialManage: ['/materialManage', 'materialOn', 'materialOn materialOff materialStop'],
  config1: ['/config', 'SysGardget', 'SysGardget SysMenu'],
}

const SPEC_ICON_IDS = 'MyAccount bulletin1 config1 mail MySelf1 order package sysmanage contract QulManage crm fileSystem partsManage materialManage PcRcv OrderAudit'.split(' ')

describe('route tree', () => {
  it('has exactly the spec groups, with their paths, default children and titles', () => {
    expect(routeTree.map((g) => g.id).sort()).toEqual(Object.keys(SPEC_GROUPS).sort())
    for (const [id, [path, defaultChild]] of Object.entries(SPEC_GROUPS)) {
      const group = routeTree.find((g) => g.id === id)!
      expect(group.path).toBe(path)
      expect(group.redirect).toBe(`${path}/${defaultChild}`)
      expect(findRoute(group.redirect!)?.children).toBeUndefined()
    }
  })

  it('holds every child of the spec, and nothing else', () => {
    const expected = Object.values(SPEC_GROUPS).flatMap(([path, , children]) => [path, ...children.split(' ').map((c) => `${path}/${c}`)])
    for (const path of expected) expect(findRoute(path)?.path, path).toBe(path)
    expect(flattenRoutes().map((r) => r.path).sort()).toEqual([...expected].sort())
  })

  it('gives every route a unique id of the form <parentId>_<segment>', () => {
    const all = [homeRoute, ...publicRoutes, ...flattenRoutes()]
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length)
    const check = (parent: { id: string; path: string; children?: typeof routeTree }) => {
      for (const child of parent.children ?? []) {
        const segment = child.path.slice(parent.path.length + 1).replace(/\//g, '_')
        expect(child.id).toBe(`${parent.id}_${segment}`)
        check(child)
      }
    }
    routeTree.forEach(check)
    expect(findRoute('/QulManage/standard/standard_add')?.id).toBe('QulManage_standard_standard_add')
    expect(findRoute('/sysmanage/basecode')?.id).toBe('sysmanage_basecode')
  })

  it('titles every route in Chinese', () => {
    for (const route of [homeRoute, ...publicRoutes, ...flattenRoutes()]) {
      expect(route.title, route.path).toMatch(/[\u4e00-\u9fa5]/)
    }
    expect(findRoute('/sysmanage/syspara')?.title).toBe('系统参数')
    expect(findRoute('/sysmanage/basecode')?.title).toBe('基础编码')
    expect(findRoute('/QulManage/productType')?.title).toBe('产品类型')
    expect(findRoute('/order/publish')?.title).toBe('订单发布')
  })

  it('nests groups with their own default child', () => {
    expect(findRoute('/QulManage/standard')?.redirect).toBe('/QulManage/standard/standard_type')
    expect(findRoute('/sysmanage/org')?.redirect).toBe('/sysmanage/org/company')
    expect(findRoute('/crm/workbill')?.redirect).toBe('/crm/workbill/se_workbill')
    expect(findRoute('/crm/workbill/se_workbill/detail')?.id).toBe('crm_workbill_se_workbill_detail')
  })

  it('hides the spec hidden children and restricts PasswordSet to admin', () => {
    const hidden = flattenRoutes().filter((r) => r.hidden).map((r) => r.path)
    expect(hidden.sort()).toEqual(
      ['/mail/detail', '/mail/sendsuccess', '/mail/OrderPublishEmail', '/mail/OrderPublishEmailV2', '/package/detail', '/bulletin/detail'].sort(),
    )
    expect(findRoute('/MySelf/PasswordSet')?.roles).toEqual(['admin'])
  })

  it('gives the spec ids their own icon and the order icon to the rest', () => {
    expect(Object.keys(menuIcons).sort()).toEqual([...SPEC_ICON_IDS].sort())
    expect(new Set(Object.values(menuIcons)).size).toBe(SPEC_ICON_IDS.length)
    expect(routeTree.find((g) => g.id === 'sysmanage')?.icon).toBe('setting')
    for (const id of ['qas', 'prcsdocument', 'equip', 'todo', 'MyQAS']) {
      expect(routeTree.find((g) => g.id === id)?.icon).toBe('order')
    }
    expect(iconFor('unknown')).toBe('order')
  })
})

describe('finding routes', () => {
  it('finds public routes, patterns and home', () => {
    expect(publicRoutes.map((r) => r.path)).toEqual(['/login', '/resetPwd', '/404', '/receive/:id', '/order/authEmail', '/getKey'])
    expect(findRoute('/login')?.title).toBe('登录')
    expect(findRoute('/resetPwd')?.title).toBe('找回密码')
    expect(findRoute('/receive/1024')?.path).toBe('/receive/:id')
    expect(findRoute('/receive/')).toBeUndefined()
    expect(findRoute('/home')?.title).toBe('首页')
  })

  it('ignores query, hash and a trailing slash, and falls back to any case', () => {
    expect(findRoute('/order/publish/?page=2#top')?.id).toBe('order_publish')
    expect(findRoute('/qas/CheckFault')?.path).toBe('/qas/checkFault')
    expect(findRoute('/nowhere')).toBeUndefined()
  })

  it('gives the breadcrumb trail of a route', () => {
    expect(routeTrail('/QulManage/standard/detail').map((r) => r.title)).toEqual(['质量管理', '检验基准管理', '检验基准详情'])
    expect(routeTrail('/login').map((r) => r.id)).toEqual(['login'])
    expect(routeTrail('/nowhere')).toEqual([])
  })
})

describe('navigation guard', () => {
  it('sends a signed-in visit of /login home', () => {
    expect(guardRedirect('/login', true)).toBe('/')
    expect(guardRedirect('/order/publish', true)).toBeNull()
  })

  it('lets only the open paths through without a token', () => {
    for (const open of ['/login', '/resetPwd', '/order/authEmail?key=1', '/receive/55']) expect(guardRedirect(open, false)).toBeNull()
    for (const closed of ['/', '/home', '/order/publish', '/getKey', '/404']) expect(guardRedirect(closed, false)).toBe('/login')
  })
})
