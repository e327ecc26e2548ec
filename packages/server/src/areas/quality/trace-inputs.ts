// What the flow card's and the trace's calls share: who may call them and the fields both take (a
// VIN, an id, a short text). A refused step (ResourceError) is answered by the global onError.
import { vinRule } from '@scm/core/business'
import { z } from 'zod'

export const CARD_FN = 'QulManage_assembly_process_card'
/** The screens that trace: the whole-vehicle trace, parts, plans and key components. */
export const TRACE_FNS = ['QulManage_trace', 'QulManage_parts_traceability', 'QulManage_production_plan_traceability', 'QulManage_traceability_of_key_components', 'qas_QaCardListQuery']

export const vin = z.string({ error: '请输入车架号(VIN)' }).trim().toUpperCase().regex(vinRule.pattern!, vinRule.message)
export const id = (label: string) => z.coerce.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`).max(2147483647, `请选择${label}`)
export const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字符`).optional()
export const vinQuery = z.object({ vin: z.string({ error: '请输入车架号(VIN)或发动机号' }).trim().min(1, '请输入车架号(VIN)或发动机号').max(30, '车架号(VIN)或发动机号不能超过30个字符') })
