import type { Db } from '../../db'
import { pcSupply, pubMateriel, saleCustomer } from '../../identity/partner-schema'

export const DEMO_SUPPLIERS: (typeof pcSupply.$inferInsert)[] = [
  { supplyid: 1001, supplyName: '合肥精工汽车零部件有限公司', shortName: '合肥精工', contact: '周立明', phone: '0551-65523018', email: 'sales@hfjinggong.example', address: '安徽省合肥市高新区望江西路2201号', taxNo: '91340100MA2N4K7Q3X', bankName: '中国工商银行合肥高新区支行', bankAccount: '1302010109200187654' },
  { supplyid: 1002, supplyName: '芜湖恒通动力机械有限公司', shortName: '芜湖恒通', contact: '吴桂芳', phone: '0553-58861209', email: 'service@whhengtong.example', address: '安徽省芜湖市鸠江区万春东路58号', taxNo: '91340200MA2P1L8R6C', bankName: '中国建设银行芜湖分行', bankAccount: '34050167010800001862' },
  { supplyid: 1003, supplyName: '宁波东海汽车电器有限公司', shortName: '宁波东海', contact: '郑国庆', phone: '0574-86920317', email: 'market@nbdonghai.example', address: '浙江省宁波市北仑区长江路1088号', taxNo: '91330206MA2H9B5T1M', bankName: '宁波银行北仑支行', bankAccount: '51010122000493871' },
  { supplyid: 1004, supplyName: '十堰鑫达底盘系统有限公司', shortName: '十堰鑫达', contact: '黄永胜', phone: '0719-82276540', email: 'xinda@syxinda.example', address: '湖北省十堰市张湾区发展大道36号', taxNo: '91420300MA49C2D7XK', bankName: '中国农业银行十堰分行', bankAccount: '17600101040012345' },
  { supplyid: 1005, supplyName: '无锡华盛滤清器有限公司', shortName: '无锡华盛', contact: '钱秀英', phone: '0510-85316722', email: 'hs@wxhuasheng.example', address: '江苏省无锡市惠山区堰新路311号', taxNo: '91320206MA1X6F3N8P', bankName: '江苏银行无锡惠山支行', bankAccount: '20680188000123456', status: '暂停' },
]

export const DEMO_CUSTOMERS: (typeof saleCustomer.$inferInsert)[] = [
  { custCode: 'C0001', custName: '合肥公交集团有限公司', contact: '孙丽华', phone: '0551-62654400', email: 'sunlihua@hfbus.example', region: '安徽合肥', address: '安徽省合肥市包河区马鞍山路1号' },
  { custCode: 'C0002', custName: '山东顺达物流有限公司', contact: '马俊', phone: '0531-88193355', email: 'majun@sdshunda.example', region: '山东济南', address: '山东省济南市历城区工业北路76号' },
]

const m = (mtrCode: string, mtrName: string, spec: string, unit: string, category: string, price: string, supplyid: number) => ({ mtrCode, mtrName, spec, unit, category, price, supplyid })

export const DEMO_MATERIALS: (typeof pubMateriel.$inferInsert)[] = [
  m('1004015-E02', '活塞', 'Φ105mm 铝合金', '件', '发动机件', '186.50', 1002),
  m('1005011-E02', '曲轴', '4缸 锻钢', '根', '发动机件', '2380.00', 1002),
  m('1006015-E02', '凸轮轴', '合金铸铁', '根', '发动机件', '865.00', 1002),
  m('1003020-E02', '气缸垫', '多层金属 4缸', '片', '发动机件', '96.80', 1001),
  m('1012010-E02', '机油滤清器', 'M20×1.5', '个', '滤清器', '28.60', 1005),
  m('1109010-E02', '空气滤清器滤芯', 'K2841', '个', '滤清器', '75.00', 1005),
  m('1105010-E02', '燃油滤清器', 'CX0814', '个', '滤清器', '42.30', 1005),
  m('1307010-E02', '水泵总成', '带皮带轮', '套', '发动机件', '412.00', 1001),
  m('3701010-E02', '发电机', '28V 70A', '台', '电器件', '1265.00', 1003),
  m('3708010-E02', '起动机', '24V 4.5kW', '台', '电器件', '1580.00', 1003),
  m('1601130-B01', '离合器从动盘', 'Φ395mm', '片', '底盘件', '538.00', 1004),
  m('3501070-B01', '制动蹄片总成', '前轮 410×180', '套', '底盘件', '128.50', 1004),
  m('3711010-A01', '前大灯总成', 'LED 左', '只', '电器件', '698.00', 1003),
  m('3103020-B01', '轮毂轴承', '33213', '套', '底盘件', '156.40', 1004),
  m('3003060-B01', '转向横拉杆总成', '长度 1620mm', '根', '底盘件', '324.00', 1004),
  m('2905010-B01', '减震器', '前 行程 180mm', '支', '底盘件', '286.00', 1004),
  m('1301010-A01', '散热器总成', '铝制 三排管', '台', '冷却系统', '1890.00', 1001),
  m('1118010-E02', '涡轮增压器', 'HX40W', '台', '发动机件', '4650.00', 1002),
  m('1112010-E02', '喷油器总成', '电控共轨', '个', '发动机件', '1120.00', 1002),
  m('3724010-A01', '整车线束总成', '底盘主线束', '套', '电器件', '2360.00', 1003),
]

export async function seedPartner(db: Db): Promise<void> {
  await db.insert(pcSupply).values(DEMO_SUPPLIERS)
  await db.insert(saleCustomer).values(DEMO_CUSTOMERS)
  await db.insert(pubMateriel).values(DEMO_MATERIALS)
}
