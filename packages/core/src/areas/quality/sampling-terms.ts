// The vocabulary of ISO 2859-1 that definitions and pickers name (levels, AQL values), apart from
// the sampling tables so a screen that only picks a level or an AQL does not load the tables.

/** Inspection levels of Table 1: special S-1…S-4, general I, II (the default), III (clause 10.1). */
export type InspectionLevel = 'S-1' | 'S-2' | 'S-3' | 'S-4' | 'I' | 'II' | 'III'
export const INSPECTION_LEVELS: readonly InspectionLevel[] = ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III']
export const INSPECTION_LEVEL_LABELS: Readonly<Record<InspectionLevel, string>> = {
  'S-1': '特殊检验水平 S-1',
  'S-2': '特殊检验水平 S-2',
  'S-3': '特殊检验水平 S-3',
  'S-4': '特殊检验水平 S-4',
  I: '一般检验水平 I',
  II: '一般检验水平 II',
  III: '一般检验水平 III',
}

/** The AQL column heads of Tables 2-A…2-C (percent nonconforming, or nonconformities per 100 items). */
export const AQL_VALUES: readonly number[] = [
  0.01, 0.015, 0.025, 0.04, 0.065, 0.1, 0.15, 0.25, 0.4, 0.65, 1, 1.5, 2.5, 4, 6.5, 10, 15, 25, 40, 65, 100, 150, 250, 400, 650, 1000,
]
/** The same values as printed in the standard (0.010, 1.0 …), for pickers. */
export const AQL_LABELS: readonly string[] = [
  '0.010', '0.015', '0.025', '0.040', '0.065', '0.10', '0.15', '0.25', '0.40', '0.65', '1.0', '1.5', '2.5', '4.0', '6.5',
  '10', '15', '25', '40', '65', '100', '150', '250', '400', '650', '1000',
]

/** Severities of inspection (clause 9); `discontinued` is clause 9.4 (no acceptance inspection). */
export type InspectionSeverity = 'normal' | 'tightened' | 'reduced'
export type SwitchingSeverity = InspectionSeverity | 'discontinued'
export const INSPECTION_SEVERITIES: readonly InspectionSeverity[] = ['normal', 'tightened', 'reduced']
export const SEVERITY_LABELS: Readonly<Record<SwitchingSeverity, string>> = {
  normal: '正常检验',
  tightened: '加严检验',
  reduced: '放宽检验',
  discontinued: '停止检验',
}
