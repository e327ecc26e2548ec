// THE route tree of the portal (spec §2 "Screens and routes"): every group, every child, hidden
// ones and nested groups, with the titles users read in menus, tabs and breadcrumbs.
// Path segments keep the spec's spelling (typos included) because links and menus use them.
import { iconFor } from './icons'
import type { RouteNode } from './types'

/**
 * The tree as the spec lists it, one screen a line, nesting by two spaces of indent:
 * a group is `id /path title >defaultChild`; a child is `segment title`, then `>defaultChild`
 * when it has children of its own, `hidden` when only links reach it, `roles:a,b` when only
 * those roles may open it. Ids are the parent's id and the segment (`/` as `_`).
 */
const OUTLINE = `
QulManage /QulManage 质量管理 >productType
  productType 产品类型
  problemType 问题类型
  commonProblem 常见问题
  qulQueryDtl 判定处理明细
  qualityHandle 质量处理
  claimDem 索赔录入
  result 质量结果录入
  accQuery 质量台账查询
  standard 检验基准管理 >standard_type
    standard_type 检验基准类型
    standard_add 新增检验基准
    detail 检验基准详情
  check_infor_add 来料检验结果录入
  check_infor_query 来料检验查询
  check_infor_type 来料检验类型
  check_defect 缺陷代码维护
  check_fault 故障代码维护
  check_infor_fault_dtl 生产过程录入
  check_infor_fault_query 生产过程查询
  trace 整车追溯
  mm_key_route 关键工序
  assembly_process_card 装配流程卡
  technical_quality_agreement 技术质量协议
  parts_traceability 零部件追溯
  production_plan_traceability 生产计划追溯
  traceability_of_key_components 关键件追溯
  check_type 检验类别
partsManage /partsManage 配件管理 >typeManage
  typeManage 配件类型管理
  typeListManage 配件清单管理
  PriceReview 价格审核
mail /mail 站内邮件 >write
  write 写邮件
  inbox 收件箱
  outbox 发件箱
  draft 草稿箱
  foldManage 文件夹管理
  detail 邮件详情 hidden
  sendsuccess 发送成功 hidden
  OrderPublishEmail 订单发布邮件 hidden
  OrderPublishEmailV2 订单发布邮件（明细） hidden
order /order 订单管理 >publish
  publish 订单发布
  receive 订单接收
  publishv2 订单发布（明细）
  receivev2 订单接收（明细）
  query 订单查询
  queryv2 订单查询（明细）
  myquery 我的订单查询
  myqueryv2 我的订单查询（明细）
  querysummary 订单汇总
  querysummaryv2 订单汇总（明细）
  myquerysummary 我的订单汇总
  myquerysummaryv2 我的订单汇总（明细）
  email 订单邮件
  sendRecord 邮件发送记录
  sendRecordv2 邮件发送记录（明细）
  supplyConfirm 供应商确认
  supplySendRecord 超期未交货批次
package /package 包装管理 >list
  list 包装列表
  query 包装查询
  detail 包装详情 hidden
bulletin1 /bulletin 公告管理 >index
  create 发布公告
  index 公告浏览
  list 我的公告
  type 公告类型
  detail 公告详情 hidden
fileSystem /fileSystem 产品信息 >fileManage
  fileManage 文件管理
  recycle 回收站
  fileType 文件类型
todo /todo 待办事项 >todoTypeList
  todoTypeList 待办分类
  tc 待处理产品变更
  td 待处理技术变更
  todoDetail 待办详情
MySelf1 /MySelf 个人事务 >downLoads
  PasswordSet 密码设置 roles:admin
  downLoads 我的下载
  personal 个人资料
qas /qas 现场质量 >checkFault
  checkFault 故障信息维护
  qaOnsiteCheckitem 检验项目维护
  CheckFaultLogAdd 新增故障检验
  CheckFaultLogs 故障检验维护
  QaCardListQuery 质量卡查询
prcsdocument /prcsdocument 工艺文件 >prcsdocumentmag
  prcsdocumentmag 作业指导书上传
  prcsdocumentAuditmag 作业指导书审核
  prcsdocumentPublishtmag 作业指导书发布
  prcsdocroute 作业指导书工序管理
  prcsdocrouteview 物料文件查看
sysmanage /sysmanage 系统管理 >syspara
  syspara 系统参数
  org 企业组织 >company
    company 公司
    dept 部门
    station 岗位
    user 人员
    userdtl 人员详情
  supply_authority 供应商授权
  right 权限管理
  resePwdLog 重置密码日志
  userManage 用户管理
  uploadFile 文件上传
  wf 审批流程
  basecode 基础编码
  supplyuser 供应商用户
  onlineUser 在线用户
  msgacceptuser 模板消息管理
  operation_authority 文件操作权限
  partnerKey 合作方密钥
  jobRun 后台任务
equip /equip 设备管理 >equipType
  equipType 设备类型
  equipAccount 设备台账
  equipMainItem 保养项目
  equipMainItemWran 保养提醒
  equipMainLog 保养记录
  equipOsipItem 点检项目
  equipOsipLogAdd 点检录入
  equipOsipLog 点检记录
contract /contract 合同管理 >query
  query 合同查询
  detail 合同详情
PcRcv /PcRcv 采购收货 >PcRcvList
  PcRcvList 收货单
  detail 订单收货
  intotal 完工入库统计
  PcRcvListOfNoOrder 无订单收货单
  detailOfNoOrder 无订单收货
  QueryProOfImgs 零件图片查询
MyQAS /MyQAS 检验标准 >CheckType
  CheckType 检验项目维护
  CheckStandard 检验标准维护
OrderAudit /orderAudit 订单评审 >orderList
  orderList 订单评审
  orderListQuery 评审查询
  detail 评审详情
  PicProjectItem 订单图片项目
crm /crm 客户服务 >ordersupplement
  ordersupplement 销售订单查询
  custInfo 客户信息录入
  workbill 维修工单 >se_workbill
    se_workbill 工单管理
    se_workbill_finish 工单验收
    se_workbill_access 工单回访
    se_workbill/detail 工单详情
    se_workbill_type 工单类型
    se_maintainitem 维修类别
    se_servicemanner 服务方式
    se_serviceitem 服务类别
    pub_ServiceOutlets 服务网点
  se_cust_complaint 投诉录入
  se_cust_stf 客户满意度
  se_complaint_deal 投诉处理
  se_complaint_deal_detail 投诉处理明细
  se_complaint_stf 投诉回访
MyAccount /MyAccount 账务对账 >MyAccount_query
  MyAccount_query 挂账查询
  SCM_CheckAcc 往来对账
  SCM_CheckAcc_Fdj 往来对账（发动机）
  Account_confirm_kc 对账确认
  MyStMreck_query 库存查询
  MyPcRcv_query 待检收货查询
  MyStOutBill_query 库存单据查询
  UnitBalancePublish 往来余额发布
  SCM_SupplyAcc 往来余额录入
  PchangAcc 采购发票查询
  salecheckItem 对账项目
  salechecklist 对账明细
materialManage /materialManage 商品维护 >materialOn
  materialOn 已上架商品
  materialOff 未上架商品
  materialStop 停售商品
config1 /config 系统配置 >SysGardget
  SysGardget 插件管理
  SysMenu 菜单管理
`

interface Line {
  depth: number
  words: string[]
}

/** Reads the lines from `at` that sit deeper than `depth` as `parent`'s children; returns where it stopped. */
function readChildren(lines: Line[], at: number, depth: number, parent: RouteNode): number {
  const children: RouteNode[] = []
  while (at < lines.length && lines[at].depth > depth) {
    const [segment, title, ...flags] = lines[at].words
    const path = `${parent.path}/${segment}`
    const node: RouteNode = { id: `${parent.id}_${segment.replace(/\//g, '_')}`, path, title }
    for (const flag of flags) {
      if (flag.startsWith('>')) node.redirect = `${path}/${flag.slice(1)}`
      else if (flag === 'hidden') node.hidden = true
      else if (flag.startsWith('roles:')) node.roles = flag.slice('roles:'.length).split(',')
    }
    at = readChildren(lines, at + 1, depth + 1, node)
    children.push(node)
  }
  if (children.length) parent.children = children
  return at
}

function parse(outline: string): RouteNode[] {
  const lines = outline
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({ depth: (line.length - line.trimStart().length) / 2, words: line.trim().split(/\s+/) }))
  const groups: RouteNode[] = []
  for (let at = 0; at < lines.length; ) {
    const [id, path, title, defaultChild] = lines[at].words
    const group: RouteNode = { id, path, title, icon: iconFor(id), redirect: `${path}/${defaultChild.slice(1)}` }
    at = readChildren(lines, at + 1, 0, group)
    groups.push(group)
  }
  return groups
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** Shared by every consumer, so frozen: build menus by mapping, never by editing. */
export const routeTree: RouteNode[] = deepFreeze(parse(OUTLINE))
