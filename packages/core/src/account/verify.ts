import { createAccountApi } from '../api/domains/account';
import { getDomain } from '../config';
import { getQueryParam, removeQueryParam } from '../navigation/host';
import { logIgnored } from '../log-ignored';
import { failureText } from '../api/error-text';
import { VERIFY_CODE_PARAM } from './address-codes';
import { createFlowState } from './flow';

export const verifyState = createFlowState();

/** "Verification failure: server message thrown" (accounts-cart-checkout.md §8). */
export class VerifyError extends Error {
  override readonly name = 'VerifyError';
}

/** Verifies the account; "on success the parameter is cleared" from the address. */
export async function verifyAccount(code: string): Promise<void> {
  verifyState.$pending.set(true);
  verifyState.$error.set(null);
  try {
    await getDomain(createAccountApi).verify({ code });
    removeQueryParam(VERIFY_CODE_PARAM);
  } catch (error) {
    const message = failureText(error);
    verifyState.$error.set(message);
    throw new VerifyError(message, { cause: error });
  } finally {
    verifyState.$pending.set(false);
  }
}

/** "A verification code in the address triggers the account verify call." Call once when the page starts. */
export async function verifyFromAddress(): Promise<boolean> {
  const code = getQueryParam(VERIFY_CODE_PARAM)?.trim();
  if (!code) return false;
  try {
    await verifyAccount(code);
    return true;
  } catch (error) {
    logIgnored('a verification code the server refused', error);
    return false;
  }
}
