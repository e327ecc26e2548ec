// THE route tree of the portal (spec §2 "Screens and routes"): every group, every child, hidden
// ones and nested groups, with the titles users read in menus, tabs and breadcrumbs.
// Path segments keep the spec's spelling (typos included) because links and menus use them.
import { iconFor } from './icons'
import type { RouteNode } from './types'

interface Leaf {
  segment: string
  title: string
  hidden?: boolean
  roles?: string[]
}
interface Branch {
  segment: string
  title: string
  defaultChild: string
  children: Child[]
}
type Child = Leaf | Branch

const leaf = (segment: string, title: string, extra: Omit<Leaf, 'segment' | 'title'> = {}): Leaf => ({
  segment,
  title,
  ...extra,
})
const hidden = (segment: string, title: string): Leaf => leaf(segment, title, { hidden: true })
const branch = (segment: string, title: string, defaultChild: string, children: Child[]): Branch => ({
  segment,
  title,
  defaultChild,
  children,
})

function build(parentId: string, parentPath: string, child: Child): RouteNode {
  const id = `${parentId}_${child.segment.replace(/\//g, '_')}`
  const path = `${parentPath}/${child.segment}`
  if ('children' in child) {
    return {
      id,
      path,
      title: child.title,
      redirect: `${path}/${child.defaultChild}`,
      children: child.children.map((c) => build(id, path, c)),
    }
  }
  const node: RouteNode = { id, path, title: child.title }
  if (child.hidden) node.hidden = true
  if (child.roles) node.roles = [...child.roles]
  return node
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

function group(id: string, path: string, title: string, defaultChild: string, children: Child[]): RouteNode {
  return {
    id,
    path,
    title,
    icon: iconFor(id),
    redirect: `${path}/${defaultChild}`,
    children: children.map((c) => build(id, path, c)),
  }
}

/** Shared by every consumer, so frozen: build menus by mapping, never by editing. */
export const routeTree: RouteNode[] = deepFreeze([
  group('QulManage', '/QulManage', '质量管理', 'productType', [
    leaf('productType', '产品类型'),
    leaf('problemType', '问题类型'),
    leaf('commonProblem', '常见问题'),
    leaf('qulQueryDtl', '判定处理明细'),
    leaf('qualityHandle', '质量处理'),
    leaf('claimDem', '索赔录入'),
    leaf('result', '质量结果录入'),
    leaf('accQuery', '质量台账查询'),
    branch('standard', '检验基准管理', 'standard_type', [
      leaf('standard_type', '检验基准类型'),
      leaf('standard_add', '新增检验基准'),
      leaf('detail', '检验基准详情'),
    ]),
    leaf('check_infor_add', '来料检验结果录入'),
    leaf('check_infor_query', '来料检验查询'),
    leaf('check_infor_type', '来料检验类型'),
    leaf('check_defect', '缺陷代码维护'),
    leaf('check_fault', '故障代码维护'),
    leaf('check_infor_fault_dtl', '生产过程录入'),
    leaf('check_infor_fault_query', '生产过程查询'),
    leaf('trace', '整车追溯'),
    leaf('mm_key_route', '关键工序'),
    leaf('assembly_process_card', '装配流程卡'),
    leaf('technical_quality_agreement', '技术质量协议'),
    leaf('parts_traceability', '零部件追溯'),
    leaf('production_plan_traceability', '生产计划追溯'),
    leaf('traceability_of_key_components', '关键件追溯'),
    leaf('check_type', '检验类别'),
  ]),
  group('partsManage', '/partsManage', '配件管理', 'typeManage', [
    leaf('typeManage', '配件类型管理'),
    leaf('typeListManage', '配件清单管理'),
    leaf('PriceReview', '价格审核'),
  ]),
  group('mail', '/mail', '站内邮件', 'write', [
    leaf('write', '写邮件'),
    leaf('inbox', '收件箱'),
    leaf('outbox', '发件箱'),
    leaf('draft', '草稿箱'),
    leaf('foldManage', '文件夹管理'),
    hidden('detail', '邮件详情'),
    hidden('sendsuccess', '发送成功'),
    hidden('OrderPublishEmail', '订单发布邮件'),
    hidden('OrderPublishEmailV2', '订单发布邮件（明细）'),
  ]),
  group('order', '/order', '订单管理', 'publish', [
    leaf('publish', '订单发布'),
    leaf('receive', '订单接收'),
    leaf('publishv2', '订单发布（明细）'),
    leaf('receivev2', '订单接收（明细）'),
    leaf('query', '订单查询'),
    leaf('queryv2', '订单查询（明细）'),
    leaf('myquery', '我的订单查询'),
    leaf('myqueryv2', '我的订单查询（明细）'),
    leaf('querysummary', '订单汇总'),
    leaf('querysummaryv2', '订单汇总（明细）'),
    leaf('myquerysummary', '我的订单汇总'),
    leaf('myquerysummaryv2', '我的订单汇总（明细）'),
    leaf('email', '订单邮件'),
    leaf('sendRecord', '邮件发送记录'),
    leaf('sendRecordv2', '邮件发送记录（明细）'),
    leaf('supplyConfirm', '供应商确认'),
    leaf('supplySendRecord', '超期未交货批次'),
  ]),
  group('package', '/package', '包装管理', 'list', [
    leaf('list', '包装列表'),
    leaf('query', '包装查询'),
    hidden('detail', '包装详情'),
  ]),
  group('bulletin1', '/bulletin', '公告管理', 'index', [
    leaf('create', '发布公告'),
    leaf('index', '公告浏览'),
    leaf('list', '我的公告'),
    leaf('type', '公告类型'),
    hidden('detail', '公告详情'),
  ]),
  group('fileSystem', '/fileSystem', '产品信息', 'fileManage', [
    leaf('fileManage', '文件管理'),
    leaf('recycle', '回收站'),
    leaf('fileType', '文件类型'),
  ]),
  group('todo', '/todo', '待办事项', 'todoTypeList', [
    leaf('todoTypeList', '待办分类'),
    leaf('tc', '待处理产品变更'),
    leaf('td', '待处理技术变更'),
    leaf('todoDetail', '待办详情'),
  ]),
  group('MySelf1', '/MySelf', '个人事务', 'downLoads', [
    leaf('PasswordSet', '密码设置', { roles: ['admin'] }),
    leaf('downLoads', '我的下载'),
    leaf('personal', '个人资料'),
  ]),
  group('qas', '/qas', '现场质量', 'checkFault', [
    leaf('checkFault', '故障信息维护'),
    leaf('qaOnsiteCheckitem', '检验项目维护'),
    leaf('CheckFaultLogAdd', '新增故障检验'),
    leaf('CheckFaultLogs', '故障检验维护'),
    leaf('QaCardListQuery', '质量卡查询'),
  ]),
  group('prcsdocument', '/prcsdocument', '工艺文件', 'prcsdocumentmag', [
    leaf('prcsdocumentmag', '作业指导书上传'),
    leaf('prcsdocumentAuditmag', '作业指导书审核'),
    leaf('prcsdocumentPublishtmag', '作业指导书发布'),
    leaf('prcsdocroute', '作业指导书工序管理'),
    leaf('prcsdocrouteview', '物料文件查看'),
  ]),
  group('sysmanage', '/sysmanage', '系统管理', 'syspara', [
    leaf('syspara', '系统参数'),
    branch('org', '企业组织', 'company', [
      leaf('company', '公司'),
      leaf('dept', '部门'),
      leaf('station', '岗位'),
      leaf('user', '人员'),
      leaf('userdtl', '人员详情'),
    ]),
    leaf('supply_authority', '供应商授权'),
    leaf('right', '权限管理'),
    leaf('resePwdLog', '重置密码日志'),
    leaf('userManage', '用户管理'),
    leaf('uploadFile', '文件上传'),
    leaf('wf', '审批流程'),
    leaf('basecode', '基础编码'),
    leaf('supplyuser', '供应商用户'),
    leaf('onlineUser', '在线用户'),
    leaf('msgacceptuser', '模板消息管理'),
    leaf('operation_authority', '文件操作权限'),
  ]),
  group('equip', '/equip', '设备管理', 'equipType', [
    leaf('equipType', '设备类型'),
    leaf('equipAccount', '设备台账'),
    leaf('equipMainItem', '保养项目'),
    leaf('equipMainItemWran', '保养提醒'),
    leaf('equipMainLog', '保养记录'),
    leaf('equipOsipItem', '点检项目'),
    leaf('equipOsipLogAdd', '点检录入'),
    leaf('equipOsipLog', '点检记录'),
  ]),
  group('contract', '/contract', '合同管理', 'query', [leaf('query', '合同查询'), leaf('detail', '合同详情')]),
  group('PcRcv', '/PcRcv', '采购收货', 'PcRcvList', [
    leaf('PcRcvList', '收货单'),
    leaf('detail', '订单收货'),
    leaf('intotal', '完工入库统计'),
    leaf('PcRcvListOfNoOrder', '无订单收货单'),
    leaf('detailOfNoOrder', '无订单收货'),
    leaf('QueryProOfImgs', '零件图片查询'),
  ]),
  group('MyQAS', '/MyQAS', '检验标准', 'CheckType', [
    leaf('CheckType', '检验项目维护'),
    leaf('CheckStandard', '检验标准维护'),
  ]),
  group('OrderAudit', '/orderAudit', '订单评审', 'orderList', [
    leaf('orderList', '订单评审'),
    leaf('orderListQuery', '评审查询'),
    leaf('detail', '评审详情'),
    leaf('PicProjectItem', '订单图片项目'),
  ]),
  group('crm', '/crm', '客户服务', 'ordersupplement', [
    leaf('ordersupplement', '销售订单查询'),
    leaf('custInfo', '客户信息录入'),
    branch('workbill', '维修工单', 'se_workbill', [
      leaf('se_workbill', '工单管理'),
      leaf('se_workbill_finish', '工单验收'),
      leaf('se_workbill_access', '工单回访'),
      leaf('se_workbill/detail', '工单详情'),
      leaf('se_workbill_type', '工单类型'),
      leaf('se_maintainitem', '维修类别'),
      leaf('se_servicemanner', '服务方式'),
      leaf('se_serviceitem', '服务类别'),
      leaf('pub_ServiceOutlets', '服务网点'),
    ]),
    leaf('se_cust_complaint', '投诉录入'),
    leaf('se_cust_stf', '客户满意度'),
    leaf('se_complaint_deal', '投诉处理'),
    leaf('se_complaint_deal_detail', '投诉处理明细'),
    leaf('se_complaint_stf', '投诉回访'),
  ]),
  group('MyAccount', '/MyAccount', '账务对账', 'MyAccount_query', [
    leaf('MyAccount_query', '挂账查询'),
    leaf('SCM_CheckAcc', '往来对账'),
    leaf('SCM_CheckAcc_Fdj', '往来对账（发动机）'),
    leaf('Account_confirm_kc', '对账确认'),
    leaf('MyStMreck_query', '库存查询'),
    leaf('MyPcRcv_query', '待检收货查询'),
    leaf('MyStOutBill_query', '库存单据查询'),
    leaf('UnitBalancePublish', '往来余额发布'),
    leaf('SCM_SupplyAcc', '往来余额录入'),
    leaf('PchangAcc', '采购发票查询'),
    leaf('salecheckItem', '对账项目'),
    leaf('salechecklist', '对账明细'),
  ]),
  group('materialManage', '/materialManage', '商品维护', 'materialOn', [
    leaf('materialOn', '已上架商品'),
    leaf('materialOff', '未上架商品'),
    leaf('materialStop', '停售商品'),
  ]),
  group('config1', '/config', '系统配置', 'SysGardget', [
    leaf('SysGardget', '插件管理'),
    leaf('SysMenu', '菜单管理'),
  ]),
])
