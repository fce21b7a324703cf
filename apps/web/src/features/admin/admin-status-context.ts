import { createContext } from 'react';

/**
 * Whether the person signed in is an administrator (GET /api/admin/status, asked once by AdminHeaderActions): false
 * until the server says otherwise. The views read it to open the guide for an administrator (product.md §14).
 */
export const AdminStatusContext = createContext(false);
