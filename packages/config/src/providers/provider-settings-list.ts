import { dpoSettings } from './dpo/dpo-settings.ts';
import { paypalSettings } from './paypal/paypal-settings.ts';
import { yocoSettings } from './yoco/yoco-settings.ts';

/**
 * Every payment provider's settings, in the order their variables are read and their production problems listed: the
 * one configuration file that names them all. A new provider adds its folder beside these and one entry here.
 */
export const providerSettingsList = [paypalSettings, yocoSettings, dpoSettings] as const;
