// The node contract's zod-free constants, apart from its schemas: a widget that reads one does not
// bundle the schema module (and zod) with it.

/** Maximum length of a device name (002 §9) and of unmanaged names and serials (000 §5.5). */
export const DEVICE_NAME_MAX = 410;
/** Maximum length of an unmanaged device's name and serial texts (000 §5.5). */
export const UNMANAGED_TEXT_MAX = 200;

/** Well-known node role names. */
export const MANAGED_DEVICE_ROOT = 'MANAGED_DEVICE';
export const UNMANAGED_DEVICE_ROOT = 'UNMANAGED_DEVICE_ROOT';
/** The role that parents the roles offered for unmanaged devices (000 §3.3). */
export const UNMANAGED_DEVICE_ROLE = 'UNMANAGED_DEVICE';
