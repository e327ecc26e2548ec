import { useState } from 'react'
import { customerResource, vehicleResource } from '@scm/core'
import { defineElement } from '../../runtime'
import { defaultRowActions, ResourceList } from '../../resource/resource-list'
import { Button } from '../../ui/button'
import { lazyPart } from '../../ui/lazy-part'
import { Tabs } from '../../ui/tabs'

const ServiceHistoryDialog = lazyPart(
  'ServiceHistoryDialog',
  () => import('./service-history').then((m) => m.ServiceHistoryDialog),
  () => null,
)

// /crm/custInfo 客户信息录入 — customers (contacts, region, address) and the vehicles they own by
// VIN, each the list generated from its core definition, a vehicle's 服务履历 (work orders, parts
// replaced, complaints) one click away; a customer sees his own record and vehicles.
function CustInfoScreen({ pageSize }: { pageSize?: number }) {
  const [vin, setVin] = useState<string | null>(null)
  return (
    <>
      <Tabs
        aria-label="客户信息"
        // one list in the page at a time: its buttons and dialogs are the only ones
        keepMounted={false}
        items={[
          { value: 'customers', label: customerResource.title, content: <ResourceList def={customerResource} pageSize={pageSize} /> },
          {
            value: 'vehicles',
            label: vehicleResource.title,
            content: (
              <ResourceList
                def={vehicleResource}
                pageSize={pageSize}
                rowActions={(row, list) => (
                  <>
                    <Button variant="text" aria-label={`服务履历 ${String(row.vin)}`} onClick={() => setVin(String(row.vin))}>
                      服务履历
                    </Button>
                    {defaultRowActions(row, list)}
                  </>
                )}
              />
            ),
          },
        ]}
      />
      {vin ? <ServiceHistoryDialog vin={vin} onClose={() => setVin(null)} /> : null}
    </>
  )
}

defineElement('scm-cust-info', CustInfoScreen, {
  description: '客户信息：客户的联系人、地区、地址，及其名下车辆（车架号、车型、配置、销售订单、保修截止）与每辆车的服务履历',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
