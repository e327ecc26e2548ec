// Documents: header + lines, number, status moved by actions, files, history, owner (ARCHITECTURE.md "Documents").
export * from './define'
export * from './detail'
export * from './action-form'
export * from './file-paths'
