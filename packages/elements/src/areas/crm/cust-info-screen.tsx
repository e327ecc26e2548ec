import { useState } from 'react'
import { CUSTOMER_VEHICLE_LOCATIONS, vehicleResource } from '@scm/core/business'
import { customerResource } from '@scm/core/crm'
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
// VIN (those delivered or in service first), each the list generated from its core definition, a
// vehicle's 服务履历 (work orders, parts replaced, complaints) one click away; a customer sees his
// own record and vehicles.
export function CustInfoScreen({ pageSize }: { pageSize?: number }) {
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
                // the customers' vehicles; production's (on the line, in stock) when the filter is cleared
                initialFilters={{ location: { op: 'in', value: [...CUSTOMER_VEHICLE_LOCATIONS] } }}
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
