import { isPlainObject } from '../shared/json-values.ts';
import type { WebhookFaults, YocoControls } from './yoco-controls.ts';

export interface ControlChange {
  reset: boolean;
  latencyMs?: number;
  webhooks?: Partial<WebhookFaults>;
  refuseTestModeRefunds?: boolean;
}

export type ParsedControl = { ok: true; change: ControlChange } | { ok: false; message: string };

const isIntegerAtLeast = (value: unknown, min: number): value is number => Number.isSafeInteger(value) && (value as number) >= min;

function parseWebhookFaults(value: unknown): Partial<WebhookFaults> | string {
  if (!isPlainObject(value)) return 'webhooks must be an object';
  const faults: Partial<WebhookFaults> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'duplicate') {
      if (!isIntegerAtLeast(entry, 1)) return 'webhooks.duplicate must be an integer ≥ 1';
      faults.duplicate = entry;
    } else if (key === 'staleTimestampSeconds') {
      if (!isIntegerAtLeast(entry, 0)) return `webhooks.${key} must be an integer ≥ 0`;
      faults[key] = entry;
    } else if (key === 'badSignature' || key === 'hold') {
      if (typeof entry !== 'boolean') return `webhooks.${key} must be true or false`;
      faults[key] = entry;
    } else {
      return `unknown field webhooks.${key}`;
    }
  }
  return faults;
}

/** Validates the whole body before anything changes, so a bad field leaves the controls as they were. */
export function parseControlChange(body: unknown): ParsedControl {
  if (!isPlainObject(body)) return { ok: false, message: 'The body must be a JSON object' };
  const change: ControlChange = { reset: false };
  for (const [key, value] of Object.entries(body)) {
    if (key === 'reset') {
      if (typeof value !== 'boolean') return { ok: false, message: 'reset must be true or false' };
      change.reset = value;
    } else if (key === 'latencyMs') {
      if (!isIntegerAtLeast(value, 0)) return { ok: false, message: 'latencyMs must be an integer ≥ 0' };
      change.latencyMs = value;
    } else if (key === 'refuseTestModeRefunds') {
      if (typeof value !== 'boolean') return { ok: false, message: 'refuseTestModeRefunds must be true or false' };
      change.refuseTestModeRefunds = value;
    } else if (key === 'webhooks') {
      const faults = parseWebhookFaults(value);
      if (typeof faults === 'string') return { ok: false, message: faults };
      change.webhooks = faults;
    } else {
      return { ok: false, message: `unknown field ${key}` };
    }
  }
  return { ok: true, change };
}

/** Applies everything but reset, which needs the whole state and is done by the caller first. */
export function applyControlChange(controls: YocoControls, change: ControlChange): void {
  if (change.latencyMs !== undefined) controls.latencyMs = change.latencyMs;
  if (change.webhooks) Object.assign(controls.webhooks, change.webhooks);
  if (change.refuseTestModeRefunds !== undefined) controls.refuseTestModeRefunds = change.refuseTestModeRefunds;
}
