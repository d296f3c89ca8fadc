import { useStore } from '@nanostores/react';
import { $session } from '@rdc/core';

/**
 * Who a game's handed-over session signs in, on every page of the mode: a session that arrives in
 * the address could name any account, and the player must see whose it is before buying with it.
 */
export default function HandedOverIdentity() {
  const session = useStore($session);
  if (!session?.handedOver) return null;
  return (
    <p className="embed-identity" role="status">
      Signed in as <strong>{session.profile.alias}</strong>
    </p>
  );
}
