import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import type { AttributeType } from '../../src/runtime/contract'

// Finds element files and reads the contract literal of their `defineElement(tag, Component,
// contract)` call without running them (no DOM, no CSS loader needed at build time).

export interface AttributeInfo {
  prop: string
  type: AttributeType
  description: string
  default?: unknown
}

export interface ElementInfo {
  tag: string
  /** Absolute path of the element's source file. */
  file: string
  description: string
  attributes: AttributeInfo[]
  events: Record<string, string>
  cssProperties: Record<string, string>
  embeddable: boolean
}

const ATTRIBUTE_TYPES: AttributeType[] = ['string', 'number', 'boolean', 'json']

/** Every `*.element.tsx` below `dir`, sorted so that builds are reproducible. */
export function findElementFiles(dir: string): string[] {
  let names: string[]
  try {
    names = readdirSync(dir, { recursive: true }) as string[]
  } catch {
    return []
  }
  return names
    .filter((name) => name.endsWith('.element.tsx'))
    .map((name) => join(dir, name))
    .sort()
}

class ContractError extends Error {}

function literalValue(node: ts.Expression, source: ts.SourceFile, where: string): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalValue(node.expression, source, where)
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isNumericLiteral(node)) return Number(node.text)
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return -Number(node.operand.text)
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false
  if (node.kind === ts.SyntaxKind.NullKeyword) return null
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((item) => literalValue(item, source, where))
  if (ts.isObjectLiteralExpression(node)) {
    const value: Record<string, unknown> = {}
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) throw new ContractError(`${where}: 契约中只能写 key: 字面量`)
      const name = property.name
      const key = ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : null
      if (key === null) throw new ContractError(`${where}: 契约的键必须是字面量`)
      value[key] = literalValue(property.initializer, source, `${where}.${key}`)
    }
    return value
  }
  if (ts.isIdentifier(node)) {
    const declared = findConstInitializer(source, node.text)
    if (declared) return literalValue(declared, source, where)
  }
  throw new ContractError(`${where}: 契约必须写成字面量（遇到 ${ts.SyntaxKind[node.kind]}）`)
}

/** A top-level `const name = <literal>` in the same file, so contracts may be named. */
function findConstInitializer(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer
    }
  }
  return undefined
}

function findDefineCall(source: ts.SourceFile): ts.CallExpression | undefined {
  let found: ts.CallExpression | undefined
  const visit = (node: ts.Node): void => {
    if (found) return
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineElement') {
      found = node
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function asRecordOfText(value: unknown, where: string): Record<string, string> {
  if (value === undefined) return {}
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ContractError(`${where} 应为对象`)
  for (const [key, text] of Object.entries(value)) {
    if (typeof text !== 'string') throw new ContractError(`${where}.${key} 应为说明文字`)
  }
  return value as Record<string, string>
}

export function readElement(file: string, root: string): ElementInfo {
  const where = relative(root, file)
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX)
  const call = findDefineCall(source)
  if (!call || call.arguments.length < 3) throw new ContractError(`${where}: 没有找到 defineElement(tag, Component, contract)`)
  const tag = literalValue(call.arguments[0], source, `${where} tag`)
  if (typeof tag !== 'string' || !/^scm-[a-z0-9-]+$/.test(tag)) throw new ContractError(`${where}: 标签名必须是 scm-xxx 形式的字面量`)
  const contract = literalValue(call.arguments[2], source, `${where} contract`) as Record<string, unknown>
  if (typeof contract.description !== 'string' || !contract.description) {
    throw new ContractError(`${where}: 契约缺少 description`)
  }
  const attributes: AttributeInfo[] = []
  const declared = (contract.attributes ?? {}) as Record<string, Record<string, unknown>>
  for (const [prop, spec] of Object.entries(declared)) {
    if (!ATTRIBUTE_TYPES.includes(spec?.type as AttributeType)) {
      throw new ContractError(`${where}: 属性 ${prop} 的 type 必须是 ${ATTRIBUTE_TYPES.join('/')}`)
    }
    attributes.push({
      prop,
      type: spec.type as AttributeType,
      description: typeof spec.description === 'string' ? spec.description : '',
      ...(spec.default !== undefined ? { default: spec.default } : {}),
    })
  }
  return {
    tag,
    file,
    description: contract.description,
    attributes,
    events: asRecordOfText(contract.events, `${where} events`),
    cssProperties: asRecordOfText(contract.cssProperties, `${where} cssProperties`),
    embeddable: contract.embeddable === true,
  }
}

/** Reads all element files; two files claiming one tag stop the build. */
export function readElements(files: string[], root: string): ElementInfo[] {
  const byTag = new Map<string, ElementInfo>()
  for (const file of files) {
    const info = readElement(file, root)
    const other = byTag.get(info.tag)
    if (other) throw new ContractError(`标签 ${info.tag} 重复定义：${relative(root, other.file)} 与 ${relative(root, file)}`)
    byTag.set(info.tag, info)
  }
  return [...byTag.values()].sort((a, b) => a.tag.localeCompare(b.tag))
}
