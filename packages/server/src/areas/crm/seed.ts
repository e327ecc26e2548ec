import { maintainItemResource, serviceItemResource, serviceMannerResource, serviceOutletResource } from '@scm/core/crm'
import type { Db } from '../../db'
import { seedResource } from '../../resource/seed'
import { pubServiceOutlets, seMaintainItem, seServiceItem, seServiceManner } from './schema'

const coded = (names: string[]) => names.map((name, i) => ({ code: String(i + 1).padStart(2, '0'), name }))

export async function seedCrmBase(db: Db): Promise<void> {
  const categories = await seedResource(db, maintainItemResource, seMaintainItem, coded(['首次保养', '定期保养', '故障维修', '事故维修', '索赔维修']))
  await seedResource(db, serviceMannerResource, seServiceManner, coded(['进站维修', '上门服务', '远程指导', '救援服务']))
  const items: [string, string, string, number, number][] = [
    ['0101', '更换机油机滤', '01', 0.5, 120],
    ['0201', '更换空气滤清器', '02', 0.3, 80],
    ['0202', '更换燃油滤清器', '02', 0.5, 95],
    ['0301', '发动机故障诊断', '03', 1, 200],
    ['0302', '更换离合器片', '03', 4, 680],
    ['0401', '钣金喷漆', '04', 6, 1500],
    ['0501', '三包索赔维修', '05', 2, 0],
  ]
  await seedResource(
    db,
    serviceItemResource,
    seServiceItem,
    items.map(([code, name, category, labor_hours, price]) => ({ code, name, maintain_item_id: categories.get(category), labor_hours, price })),
  )
  const outlets: string[][] = [
    ['001', '合肥包河服务站', '安徽省合肥市', '合肥市包河区繁华大道 1888 号', '张立新', '0551-63358801', '117.283', '31.793'],
    ['002', '芜湖鸠江服务站', '安徽省芜湖市', '芜湖市鸠江区长江北路 66 号', '王海涛', '0553-5961288', '118.4', '31.38'],
    ['003', '南京江宁服务站', '江苏省南京市', '南京市江宁区双龙大道 1566 号', '陈建华', '025-52108866', '118.837', '31.953'],
    ['004', '武汉经开服务站', '湖北省武汉市', '武汉市蔡甸区沌阳大道 233 号', '刘卫东', '027-84591123', '114.16', '30.5'],
    ['005', '郑州中牟服务站', '河南省郑州市', '郑州市中牟县汽车产业园 18 号', '赵志强', '0371-62198877', '113.98', '34.72'],
  ]
  await seedResource(
    db,
    serviceOutletResource,
    pubServiceOutlets,
    outlets.map(([code, name, region, address, contact, phone, longitude, latitude]) => ({ code, name, region, address, contact, phone, longitude, latitude })),
  )
}
