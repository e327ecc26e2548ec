// THE contract of every call as OpenAPI 3.1, generated from the running app's route table: each
// route's grant (requireFn), owner scope, signature, what it reads (accepts: the zod schema its
// handler parses with, or the JSON Schema a resource/document definition yields), the envelope,
// and the errors the framework answers. Nothing here lists calls: a new route appears by itself.
import { buttonLabels, flattenRoutes, SIGN_HEADER, type ResourceButton } from '@scm/core'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { AppEnv } from './context'
import { API_DOCS_PAGE, API_DOCS_SCRIPT, API_DOCS_STYLE } from './api-docs'
import { serverPackageDir } from '../db/package-dir'
import { UNAUTHORIZED_MSG } from './auth'
import { NUL_MSG, TOO_LARGE_MSG } from './body'
import { accepts, jsonSchemaOf, type JsonSchema, type Shape } from './call-input'
import { CONFLICT_MSG, DATABASE_UNAVAILABLE_MSG, INTERNAL_MSG, MALFORMED_MSG, PG_INPUT_ERRORS } from './errors'
import { FORBIDDEN_MSG, type GrantDeclaration } from './grants'
import { listQuery } from './list'
import { declaredRoutes, type DeclaredRoute } from './route-grants'
import { EMBED_EXPIRED_MSG, EMBED_REFUSED_MSG } from '../identity/embed'

const OWNER_TEXT = { supplier: '供应商用户只读写本供应商（supplyid）的记录', customer: '客户用户只读写本客户的记录' } as const
const BUTTON_TEXT: Record<string, string> = { ...buttonLabels, audit: '审核' }

const envelope = (code: JsonSchema, data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { Code: code, Msg: { type: 'string' }, Data: data },
  required: ['Code', 'Msg', 'Data'],
})

/** One error answer: the envelope with Code 0 and these messages as examples. */
function refusal(description: string, messages: readonly string[]) {
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Refusal' },
        examples: Object.fromEntries(messages.map((Msg, i) => [`m${i + 1}`, { summary: Msg, value: { Code: 0, Msg, Data: null } }])),
      },
    },
  }
}

const components = {
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', description: 'POST /token 或合作方嵌入令牌（POST /api/PartnerKey/EmbedToken）得到的令牌' },
  },
  schemas: {
    Envelope: envelope({ enum: [1], description: '1 = 成功' }, { description: '调用的数据' }),
    // THE list request, shared by every list call that reads no more than it
    ListQuery: jsonSchemaOf(listQuery),
    Refusal: envelope(
      { enum: [0], description: '0 = 失败：显示 Msg' },
      { anyOf: [{ type: 'null' }, { type: 'object', properties: { errors: { type: 'object', additionalProperties: { type: 'string' }, description: '字段 → 中文提示（资源与单据的保存）' } } }] },
    ),
  },
  responses: {
    BadRequest: refusal('请求数据不正确：第一个不合格字段的中文提示', ['新密码不能为空', MALFORMED_MSG, NUL_MSG, ...Object.values(PG_INPUT_ERRORS)]),
    Unauthorized: refusal('未登录、令牌失效或已过期（客户端清除令牌并回到登录页）', [UNAUTHORIZED_MSG, EMBED_EXPIRED_MSG]),
    Forbidden: refusal('调用者的角色没有该菜单功能（或按钮），或嵌入令牌调用了非嵌入功能', [FORBIDDEN_MSG, EMBED_REFUSED_MSG]),
    NotFound: refusal('记录不存在或不属于调用者', ['记录不存在']),
    Conflict: refusal('与他人同时修改，或单据状态已变化', [CONFLICT_MSG, '单据状态已变化，请刷新后重试']),
    TooLarge: refusal('请求数据超过 50 MB', [TOO_LARGE_MSG]),
    ServerError: refusal('服务器内部错误（已记录日志，不返回堆栈）', [INTERNAL_MSG]),
    Unavailable: refusal('数据库重启或切换中：调用未执行，稍后重试即可（响应头 Retry-After）', [DATABASE_UNAVAILABLE_MSG]),
  },
}

/** Menu function id → its title in the route tree (订单发布…). */
const functionTitles = () => new Map(flattenRoutes().map((node) => [node.id, node.title]))

function grantText(grant: GrantDeclaration | undefined, isPublic: boolean, titles: Map<string, string>): string {
  if (isPublic) return '公开：无需登录'
  if (!grant) return ''
  const fns = grant.fns === '*' ? '任何登录用户' : `菜单功能 ${grant.fns.map((fn) => `${fn}（${titles.get(fn) ?? fn}）`).join(' 或 ')}`
  const button = grant.button ? `，按钮 ${grant.button}（${BUTTON_TEXT[grant.button as ResourceButton] ?? grant.button}）` : ''
  const owner = grant.owner?.length ? `\n\n数据范围：${grant.owner.map((o) => OWNER_TEXT[o]).join('；')}` : ''
  return `授权：${fns}${button}${owner}`
}

/** `?a&b` of a query shape: one parameter per property. */
function queryParameters(shape: Shape | undefined, optional = false): JsonSchema[] {
  if (!shape) return []
  const schema = jsonSchemaOf(shape)
  const required = new Set(optional ? [] : ((schema.required as string[] | undefined) ?? []))
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }))
}

const withoutRequired = (schema: JsonSchema, either: boolean): JsonSchema => {
  if (!either) return schema
  const { required: _inQueryOrBody, ...rest } = schema
  return rest
}

/** Controller of a path, as the operations are grouped: `/Order/OrderPublish/GetList` → Order/OrderPublish, `/api/QulClaim/Save` → QulClaim. */
const groupOf = (path: string) => path.replace(/^\/api\//, '/').split('/').slice(1, -1).join('/') || path.slice(1)

const mentionsId = (shape: Shape | undefined) => !!shape && 'id' in ((jsonSchemaOf(shape).properties as object | undefined) ?? {})

function operation(route: DeclaredRoute, titles: Map<string, string>) {
  const { method, path, isPublic, grant, input, signed } = route
  // a GET has no body: what it reads (a list query) comes in the query string
  const query = input?.query ?? (method === 'GET' ? input?.body : undefined)
  const bodyShape = method === 'GET' ? undefined : input?.body
  // values a POST takes from the query string or the body: either place serves
  const either = method !== 'GET' && !!input?.queryOrBody
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` })
  const exported = /\/Export\w*$/.test(path)
  const answer = input?.answer
  const responses: Record<string, unknown> = {
    200: answer
      ? { description: answer.description, content: { [answer.type ?? 'application/json']: { schema: answer.schema ? jsonSchemaOf(answer.schema) : {} } } }
      : exported
        ? { description: 'Excel 文件（列为列表的中文表头）', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } } } }
        : { description: '成功：Code 1', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
    400: ref('BadRequest'),
    ...(isPublic ? {} : { 401: ref('Unauthorized'), 403: ref('Forbidden') }),
    ...(mentionsId(query) || mentionsId(bodyShape) ? { 404: ref('NotFound') } : {}),
    ...(method === 'POST' ? { 409: ref('Conflict'), 413: ref('TooLarge') } : {}),
    500: ref('ServerError'),
    503: ref('Unavailable'),
  }
  const parameters = [
    ...[...path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...queryParameters(query, either),
    ...(signed ? [{ name: SIGN_HEADER, in: 'header', required: true, description: '请求签名：core 的 signRequest(API 基址, 路径, 请求体文本)', schema: { type: 'string' } }] : []),
  ]
  const body = bodyShape && (bodyShape === listQuery ? { $ref: '#/components/schemas/ListQuery' } : withoutRequired(jsonSchemaOf(bodyShape), either))
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    tags: [groupOf(path)],
    summary: path.split('/').pop(),
    description: grantText(grant, isPublic, titles),
    ...(grant ? { 'x-scm-grant': { functions: grant.fns, ...(grant.button ? { button: grant.button } : {}), ...(grant.owner ? { owner: grant.owner } : {}) } } : {}),
    security: isPublic ? [] : [{ bearer: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(input?.upload ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: jsonSchemaOf(input.upload) } } } } : {}),
    ...(body ? { requestBody: { required: !either, content: { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } } } } : {}),
    responses,
  }
}

/** The OpenAPI document of an app's route table. */
export function openApiDocument(app: Pick<Hono<any>, 'routes'>, version: string): Record<string, unknown> {
  const titles = functionTitles()
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of declaredRoutes(app)) {
    if (route.method !== 'GET' && route.method !== 'POST') continue
    const path = route.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')
    ;(paths[path] ??= {})[route.method.toLowerCase()] = operation(route, titles)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SCM 供应链协同平台 API',
      version,
      description:
        '除 POST /token 外，每个调用都以信封 {Code, Msg, Data} 回答：Code 1 成功，Code 0 失败并在 Msg 中给出中文提示。' +
        '列表调用的请求为分页查询（page、rows、sidx、sord、searchKey、filters），回答 Data {rows, total, page}。',
    },
    paths,
    components,
  }
}

/** The contract and its page: public (createApp registers them), read by people and tools before they sign in. */
export const CONTRACT_PATHS = ['/api/openapi.json', '/api/docs', '/api/docs.js', '/api/docs.css']

/** GET /api/openapi.json (generated at its first call: the route table is complete once the app answers) and GET /api/docs (with its script and style). */
export function contractRoutes(app: Pick<Hono<any>, 'routes'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const { version } = JSON.parse(readFileSync(join(serverPackageDir(), 'package.json'), 'utf8')) as { version: string }
  let json: string | undefined
  routes.get('/api/openapi.json', accepts({ answer: { description: '本文档（OpenAPI 3.1），不在信封中' } }), (c) => {
    json ??= JSON.stringify(openApiDocument(app, version))
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' })
  })
  routes.get('/api/docs', accepts({ answer: { description: '本文档的参考页面', type: 'text/html' } }), (c) => c.html(API_DOCS_PAGE))
  // the page's script and style are files: the pages' policy runs nothing inline (security-headers.ts)
  routes.get('/api/docs.js', accepts({ answer: { description: '参考页面的脚本', type: 'text/javascript' } }), (c) =>
    c.body(API_DOCS_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=UTF-8' }),
  )
  routes.get('/api/docs.css', accepts({ answer: { description: '参考页面的样式', type: 'text/css' } }), (c) =>
    c.body(API_DOCS_STYLE, 200, { 'Content-Type': 'text/css; charset=UTF-8' }),
  )
  return routes
}
