// The warehouse a receipt goes into unless the receiver picks another (the calls: RECEIVE_PATHS, @scm/core/receive).

export const DEFAULT_WAREHOUSE = '原材料库'
