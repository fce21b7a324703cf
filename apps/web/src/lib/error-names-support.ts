import { reasonNamesSupport } from '@guidepass/domain/support';
import { ApiError } from './api-client.ts';

/** Whether the sentence shown for a failed call tells the reader to contact support (by its `reason`), so the view shows how. */
export function errorNamesSupport(error: unknown): boolean {
  return error instanceof ApiError && reasonNamesSupport(error.reason);
}
