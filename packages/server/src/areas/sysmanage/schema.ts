import { baseCodeResource } from '@scm/core/sysmanage'
import { resourceTable } from '../../resource/table'

/** 基础编码: code tables (type + digits-only code + name); columns from the core definition. */
export const sysBaseCode = resourceTable(baseCodeResource)
