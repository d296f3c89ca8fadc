import { $deliveryTab, $inGameSubTab, continueToPayment, setDeliveryTab, setInGameSubTab } from '@rdc/core';
import type { DeliveryTab, InGameSubTab } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { InGameAddresses, PickupAddresses } from '../addresses/GameAddresses';
import { ShippingAddresses } from '../addresses/ShippingAddresses';
import { Tabs } from '../ui/Tabs';

const TABS: { key: DeliveryTab; label: string }[] = [
  { key: 'in_game_items', label: 'In Game Items' },
  { key: 'real_world_items', label: 'Real World Items' },
];
const SUB_TABS: { key: InGameSubTab; label: string }[] = [
  { key: 'in_game', label: 'In game Address' },
  { key: 'pickup', label: 'Pickup point' },
];

/** Step 2, Delivery information: In Game Items (In game Address, Pickup point) and Real World Items, then Continue. */
export function DeliveryStep() {
  const tab = useStore($deliveryTab);
  const subTab = useStore($inGameSubTab);
  return (
    <div className="delivery">
      <Tabs tabs={TABS} selected={tab} onSelect={setDeliveryTab} label="Delivery">
        {tab === 'in_game_items' ? (
          <Tabs tabs={SUB_TABS} selected={subTab} onSelect={setInGameSubTab} label="In Game Items">
            {subTab === 'in_game' ? <InGameAddresses /> : <PickupAddresses />}
          </Tabs>
        ) : (
          <ShippingAddresses />
        )}
      </Tabs>
      <button type="button" className="rdc-button step__continue" onClick={() => continueToPayment()}>
        Continue
      </button>
    </div>
  );
}
