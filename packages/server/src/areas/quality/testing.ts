// What the quality tests share (not loaded by the server).

/** A full 8D answer as the claim's 提交8D form takes it. */
export const FULL_8D = {
  d1_team: '质量经理牵头，工艺、生产、检验参加',
  d2_problem: '外径超差 0.3mm，20 件',
  d3_containment: '库存全检，隔离不合格品',
  d4_root_cause: '刀具磨损未及时补偿',
  d5_corrective: '增加刀具寿命管理',
  d6_verification: '连续 3 批检验合格',
  d7_prevention: '纳入控制计划',
  d8_closure: '措施有效，关闭',
}
