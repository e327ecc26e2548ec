// Quality: ISO 2859-1 (GB/T 2828.1) attribute sampling and switching for incoming inspection, and the quality ledger.
export * from './sampling-terms'
export * from './sampling'
export * from './switching'
export * from './ledger'
