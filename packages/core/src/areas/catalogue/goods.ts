// 商品维护 /materialManage (DOMAIN.md "Goods and parts"): the goods the enterprise sells are
// materials (pub_materiel) with a sale status, a selling price, a description and ordered images.
// The spec names the list and the save/image calls; the switch and delete calls it leaves
// unfinished are named in the same /AppMateriel family (server areas/catalogue/API.md).

export const GOODS_STATUSES = [
  { value: '上架', tone: 'success', screen: 'materialOn', fn: 'materialManage_materialOn', title: '已上架商品' },
  { value: '下架', tone: 'default', screen: 'materialOff', fn: 'materialManage_materialOff', title: '未上架商品' },
  { value: '停售', tone: 'error', screen: 'materialStop', fn: 'materialManage_materialStop', title: '停售商品' },
] as const

export type GoodsStatus = (typeof GOODS_STATUSES)[number]['value']

export const GOODS_FNS = GOODS_STATUSES.map((s) => s.fn)

/** The moves between the states: who (the button of the function the good's state is listed on), from where, why. */
export const GOODS_ACTIONS = {
  SetOn: { label: '上架', from: ['下架'], to: '上架', reason: 'optional' },
  SetOff: { label: '下架', from: ['上架'], to: '下架', reason: 'required' },
  SetStop: { label: '停售', from: ['上架', '下架'], to: '停售', reason: 'required' },
  SetRestore: { label: '恢复', from: ['停售'], to: '下架', reason: 'required' },
} as const satisfies Record<string, { label: string; from: readonly GoodsStatus[]; to: GoodsStatus; reason: 'required' | 'optional' }>

export type GoodsActionName = keyof typeof GOODS_ACTIONS

export const GOODS_PATHS = {
  list: '/api/ScmToCrmMateriel/ExecStoredProcedure',
  save: '/AppMateriel/Save',
  detail: '/AppMateriel/GetDetailById',
  images: '/AppMateriel/GetDetailImgsById',
  deleteImages: '/AppMateriel/DeleteImages',
  copyImages: '/AppMateriel/MaterielCopyImg',
  del: '/AppMateriel/Delete',
  action: (name: GoodsActionName) => `/AppMateriel/${name}`,
} as const

export const GOODS_MESSAGES = {
  notFound: '商品不存在',
  stale: '商品状态已变化，请刷新后重试',
  reason: '请填写原因',
  heldBy: (orders: string[]) => `以下未完成的销售订单包含该商品，不能停售：${orders.join('、')}`,
  code: '请输入商品编码',
  name: '请输入商品名称',
  price: '售价不能为负数',
  image: '图片格式不正确，仅支持 png、jpg、gif、webp、svg 图片',
  imageSize: '单张图片不能超过 2MB',
  tooManyImages: '每个商品最多 20 张图片',
  deleteListed: '只有未上架的商品可以删除',
  copySelf: '请选择另一个商品',
} as const

/** A good as the list and detail answer it. */
export interface GoodsRow {
  id: number
  mtr_code: string
  mtr_name: string
  spec: string
  unit: string
  category: string
  sale_price: number | null
  description: string
  sale_status: GoodsStatus
  image_count: number
  /** the first image (list thumbnail) */
  cover: string | null
  updated_at: string
}

export interface GoodsImage {
  id: number
  file_name: string
  url: string
  sort: number
}

export const goodsStatusOf = (screen: string) => GOODS_STATUSES.find((s) => s.screen === screen)
