// Quality: ISO 2859-1 (GB/T 2828.1) attribute sampling for incoming inspection.
export * from './sampling'
export * from './ledger'
