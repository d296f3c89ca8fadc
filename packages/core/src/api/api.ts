import {
  createAccountApi,
  createAddressApi,
  createAuthApi,
  createCartApi,
  createContentApi,
  createEntityUrlApi,
  createLinkTemplateApi,
  createMarketApi,
  createMicroServiceApi,
  createPaymentApi,
  createPolicyApi,
  createReferralApi,
  createRewardApi,
  createSettingsApi,
  createStreamingTemplateApi,
  createWalletApi,
} from './domains';
import type { ApiClient } from './types';

/** Every domain of calls, bound to one client. */
export function createApi(client: ApiClient) {
  return {
    auth: createAuthApi(client),
    account: createAccountApi(client),
    settings: createSettingsApi(client),
    payment: createPaymentApi(client),
    wallet: createWalletApi(client),
    cart: createCartApi(client),
    address: createAddressApi(client),
    market: createMarketApi(client),
    entityUrl: createEntityUrlApi(client),
    linkTemplate: createLinkTemplateApi(client),
    content: createContentApi(client),
    reward: createRewardApi(client),
    streamingTemplate: createStreamingTemplateApi(client),
    referral: createReferralApi(client),
    microService: createMicroServiceApi(client),
    policy: createPolicyApi(client),
  };
}
export type Api = ReturnType<typeof createApi>;
