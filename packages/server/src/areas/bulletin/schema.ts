import { bulletinTypeResource } from '@scm/core'
import { resourceTable } from '../../resource/table'

/** 公告类型: columns from the core definition. */
export const bulletinType = resourceTable(bulletinTypeResource)
