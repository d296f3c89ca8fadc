import { describe, expect, it } from 'vitest';
import { SettingsPayloadSchema, SettingsSchema, MetaSettingsSchema } from './settings';

describe('settings', () => {
  it('reads user_name, isLoginID, language, timezone and keeps extra fields', () => {
    const settings = {
      user_name: 'Nova',
      isLoginID: true,
      language: 'en',
      timezone: '+03:00',
      theme: 'dark',
    };
    expect(SettingsSchema.parse(settings)).toEqual(settings);
  });

  it('an empty answer gives the page defaults', () => {
    expect(SettingsSchema.parse({})).toEqual({
      user_name: '',
      isLoginID: false,
      language: 'en',
      timezone: '+00:00',
    });
  });

  it('rejects wrong types', () => {
    expect(SettingsSchema.safeParse({ isLoginID: 'yes' }).success).toBe(false);
  });

  it.each([
    [{ timezone: '+25:00' }],
    [{ timezone: '-01:00' }],
    [{ language: 'fr' }],
    [{ isLoginID: 1 }],
    [{ user_name: undefined }],
  ])('the POST body rejects %j', (change) => {
    const body = { user_name: 'Nova', isLoginID: false, language: 'en', timezone: '+24:00' };
    expect(SettingsPayloadSchema.parse(body)).toEqual(body);
    expect(SettingsPayloadSchema.safeParse({ ...body, ...change }).success).toBe(false);
  });

  it('meta settings: secretEnabled, default false', () => {
    expect(MetaSettingsSchema.parse({})).toEqual({ secretEnabled: false });
  });
});
