// A plan's or subscription's chosen period is kept on its server cart line, so the price the
// player saw (monthly price times the period's length) reaches the payment from any device.
export const id = '007_cart_periods';

export const sql = /* sql */ `
ALTER TABLE cart_items ADD COLUMN period_id integer;
`;
