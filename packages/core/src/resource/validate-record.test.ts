import { describe, expect, it } from 'vitest'
import { defineResource } from './define'
import { baseCodeResource } from '../areas/sysmanage/resources'
import { serviceItemResource, serviceOutletResource } from '../areas/crm/resources'
import { emptyRecord, validateField, validateRecord } from './validate-record'

describe('validateRecord', () => {
  it('trims text and accepts a valid base code', () => {
    const { value, errors } = validateRecord(baseCodeResource, {
      type_code: 'unit',
      code: '  0101 ',
      name: ' 件 ',
      sort_no: '3',
      enabled: 'true',
    })
    expect(errors).toEqual({})
    expect(value).toMatchObject({ type_code: 'unit', code: '0101', name: '件', sort_no: 3, enabled: true, remark: null })
  })

  it('asks for required fields by label, choosing the verb by kind', () => {
    const { errors } = validateRecord(baseCodeResource, { code: '   ', name: '' })
    expect(errors).toEqual({ type_code: '请选择编码类别', code: '请输入编码', name: '请输入名称' })
  })

  it('refuses a code with letters with the spec message', () => {
    expect(validateRecord(baseCodeResource, { type_code: 'unit', code: '01A', name: '件' }).errors).toEqual({
      code: '编码只能为数字',
    })
  })

  it('refuses text over the maximum length with the generic rule message', () => {
    const { errors } = validateRecord(baseCodeResource, { type_code: 'unit', code: '1', name: '长'.repeat(51) })
    expect(errors.name).toBe('请输入50个字符以内的字符')
  })

  it('refuses an enum value outside the options and a non-numeric number', () => {
    const { errors } = validateRecord(baseCodeResource, { type_code: 'colour', code: '1', name: 'x', sort_no: 'abc' })
    expect(errors).toEqual({ type_code: '编码类别取值无效', sort_no: '排序号必须为数字' })
  })

  it('parses money to at most 2 decimals and number scale', () => {
    const ok = validateRecord(serviceItemResource, { code: '1', name: '保养', price: '1,280.5', labor_hours: '1.5' })
    expect(ok.errors).toEqual({})
    expect(ok.value).toMatchObject({ price: 1280.5, labor_hours: 1.5 })
    const bad = validateRecord(serviceItemResource, { code: '1', name: '保养', price: '1.234', labor_hours: '1.25' })
    expect(bad.errors).toEqual({ price: '服务单价(元)最多2位小数', labor_hours: '工时定额(小时)最多1位小数' })
  })

  it('drops unknown and read-only keys so a caller cannot set them', () => {
    const def = defineResource({
      name: 'Probe',
      title: '测试',
      table: 'probe',
      fn: 'x',
      fields: { name: { kind: 'text', label: '名称' }, audited: { kind: 'bool', label: '已审核', readOnly: true } },
      defaultSort: { field: 'id', order: 'asc' },
      searchKeyFields: ['name'],
    })
    const { value } = validateRecord(def, { name: 'a', audited: true, id: 9, created_by: 1 })
    expect(value).toEqual({ name: 'a' })
  })

  it('checks extra rules such as the phone rule', () => {
    expect(validateField(serviceOutletResource.fields.phone, '电话').error).toBe('请输入正确的电话号码')
    expect(validateField(serviceOutletResource.fields.phone, '0731-88886666').error).toBeNull()
  })

  it('dates: calendar-checked, datetime normalised', () => {
    const date = { kind: 'date', label: '生效日期' } as const
    const time = { kind: 'datetime', label: '发布时间' } as const
    expect(validateField(date, '2026-02-30').error).toBe('生效日期日期格式不正确')
    expect(validateField(date, '2026-02-28').value).toBe('2026-02-28')
    expect(validateField(time, '2026-11-22T08:05').value).toBe('2026-11-22 08:05:00')
    expect(validateField(time, '2026-11-22 25:00:00').error).toBe('发布时间时间格式不正确')
  })

  it('fills a fresh form with defaults', () => {
    expect(emptyRecord(baseCodeResource)).toEqual({ type_code: '', code: '', name: '', sort_no: 0, enabled: true, remark: '' })
  })
})
