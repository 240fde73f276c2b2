/**
 * The VM host contract's zod-free constants (000 §4.3, §8), apart from its schemas: a widget that
 * reads one does not bundle the schema module (and zod) with it.
 */

/** Result code of a duplicate VM host (000 §8). */
export const VM_HOST_DUPLICATE_CODE = 'delegate_already_has_existing_host';

/**
 * Result codes of an Add host the server refused because its own re-run of the test failed
 * (000 §4.3's test error codes): the delegate check, or the connection test.
 */
export const VM_HOST_TEST_ERROR_CODES = {
  delegate: 'vm_host_test_delegate_error',
  test: 'vm_host_test_error',
} as const;
