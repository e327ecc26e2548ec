import { equipTypeResource } from '@scm/core'
import { resourceTable } from '../../resource/table'

/** 设备类型: columns from the core definition. */
export const equipType = resourceTable(equipTypeResource)
