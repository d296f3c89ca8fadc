import {
  PICKUP_CARD_TEXT,
  countryName,
  inGameAddresses,
  pickupAddresses,
  validateGameAddress,
} from '@rdc/core';
import type { GameAddress } from '@rdc/core/schemas';
import { GAME_FIELDS } from './address-fields';
import { AddressBookView } from './AddressBookView';

function describeGame(address: GameAddress) {
  return (
    <>
      <p className="address__title">{address.location}</p>
      <p>
        {address.planet}, {address.solar}, {address.galaxy}, {address.universe}
      </p>
      <p>
        {address.address}, {address.city}, {address.state}, {countryName(address.country)}
      </p>
    </>
  );
}

/** In Game Items → In game Address: list and form. */
export function InGameAddresses() {
  return (
    <AddressBookView
      book={inGameAddresses}
      label="In game addresses"
      fields={GAME_FIELDS}
      describe={describeGame}
      nameOf={(address) => address.location}
      validate={validateGameAddress}
      chooseLabel="Deliver here"
    />
  );
}

/** In Game Items → Pickup point: list (each card "Nearest. 250 miles.") and form. */
export function PickupAddresses() {
  return (
    <AddressBookView
      book={pickupAddresses}
      label="Pickup points"
      fields={GAME_FIELDS}
      describe={(address) => (
        <>
          {describeGame(address)}
          <p className="address__distance">{PICKUP_CARD_TEXT}</p>
        </>
      )}
      nameOf={(address) => address.location}
      validate={validateGameAddress}
      chooseLabel="Pick up here"
    />
  );
}
